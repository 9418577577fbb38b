import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ModeTabs } from '../../shared/ui/ModeTabs';
import type { GameRecordFilter } from './api/get-game-records';
import { DateRangeFields } from './components/DateRangeFields';
import { GameRoundRecords } from './components/GameRoundRecords';
import { LotteryTicketRecords } from './components/LotteryTicketRecords';
import * as styles from './components/records.module.css';
import { defaultRange } from './lib/date-range';

const TABS = [
  { id: 'games', labelKey: 'rec_tab_games' },
  { id: 'lottery', labelKey: 'rec_tab_lottery' },
] as const;

/**
 * /m/gameRecord: the member's game rounds by provider (R-GAMES-48) or lottery tickets (R-GAMES-47),
 * over one period, last 7 days first. The tab is in the address, so a link can open the tickets.
 */
export default function GameRecordScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'lottery' ? 'lottery' : 'games';
  const [filter, setFilter] = useState<GameRecordFilter>(() => ({
    ...defaultRange(),
    vendor: '',
    pageNum: 1,
  }));
  const range = { startDate: filter.startDate, endDate: filter.endDate };
  return (
    <div className={styles.records} data-testid="game-records">
      <ModeTabs
        modes={TABS.map(({ id, labelKey }) => ({ id, label: t(labelKey) }))}
        value={tab}
        onChange={(id) => setParams(id === 'games' ? {} : { tab: id }, { replace: true })}
        label={t('title_game_record')}
        testId="records-tab"
      />
      <div className={styles.recordsFilters}>
        <DateRangeFields range={filter} onChange={(next) => setFilter({ ...filter, ...next, pageNum: 1 })} />
      </div>
      {tab === 'games' ? (
        <GameRoundRecords filter={filter} onFilter={setFilter} />
      ) : (
        <LotteryTicketRecords key={`${range.startDate}/${range.endDate}`} range={range} />
      )}
    </div>
  );
}
