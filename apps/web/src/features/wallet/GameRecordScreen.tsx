import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useVendorGameTypes } from '../games';
import { type GameRecordFilter, useGameRecords } from './api/get-game-records';
import { DateRangeFields } from './components/DateRangeFields';
import { GameRecordRow } from './components/GameRecordRow';
import { RecordsPager } from './components/RecordsPager';
import { RecordsState } from './components/RecordsState';
import { defaultRange } from './lib/date-range';
import { vendorOptions } from './lib/vendors';

/** /m/gameRecord (R-GAMES-48): the member's rounds by vendor and period, last 7 days first, paged. */
export default function GameRecordScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<GameRecordFilter>(() => ({
    ...defaultRange(),
    vendor: '',
    pageNum: 1,
  }));
  const records = useGameRecords(filter);
  const vendors = vendorOptions(useVendorGameTypes().data);
  const page = records.data;
  return (
    <div className="records" data-testid="game-records">
      <div className="records-filters">
        <label className="records-wide">
          {t('rec_vendor')}
          <select
            value={filter.vendor}
            onChange={(e) => setFilter({ ...filter, vendor: e.target.value, pageNum: 1 })}
            data-testid="records-vendor"
          >
            <option value="">{t('rec_all_vendors')}</option>
            {vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields
          range={filter}
          onChange={(range) => setFilter({ ...filter, ...range, pageNum: 1 })}
        />
      </div>
      <RecordsState query={records}>
        <ul className="records-list">
          {page?.list.map((record) => (
            <GameRecordRow key={record.roundId} record={record} />
          ))}
        </ul>
        <RecordsPager
          pageNum={page?.pageNum ?? 1}
          totalPages={page?.totalPages ?? 0}
          onPage={(pageNum) => setFilter({ ...filter, pageNum })}
        />
      </RecordsState>
    </div>
  );
}
