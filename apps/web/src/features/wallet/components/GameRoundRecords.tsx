import { useTranslation } from '../../../i18n';
import { useVendorGameTypes } from '../../games';
import { type GameRecordFilter, useGameRecords } from '../api/get-game-records';
import { vendorOptions } from '../lib/vendors';
import { GameRecordRow } from './GameRecordRow';
import { RecordsPager } from './RecordsPager';
import { RecordsState } from './RecordsState';
import * as styles from './records.module.css';

/** The member's rounds of a provider and period, paged (R-GAMES-48), under the provider choice. */
export function GameRoundRecords({
  filter,
  onFilter,
}: {
  filter: GameRecordFilter;
  onFilter(filter: GameRecordFilter): void;
}) {
  const { t } = useTranslation();
  const records = useGameRecords(filter);
  const vendors = vendorOptions(useVendorGameTypes().data);
  const page = records.data;
  return (
    <>
      <div className={styles.recordsFilters}>
        <label className={styles.recordsWide}>
          {t('rec_vendor')}
          <select
            value={filter.vendor}
            onChange={(e) => onFilter({ ...filter, vendor: e.target.value, pageNum: 1 })}
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
      </div>
      <RecordsState query={records}>
        <ul className={styles.recordsList}>
          {page?.list.map((record) => (
            <GameRecordRow key={record.roundId} record={record} />
          ))}
        </ul>
        <RecordsPager
          pageNum={page?.pageNum ?? 1}
          totalPages={page?.totalPages ?? 0}
          onPage={(pageNum) => onFilter({ ...filter, pageNum })}
        />
      </RecordsState>
    </>
  );
}
