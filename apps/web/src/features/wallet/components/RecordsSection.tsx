import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DateRange } from '../lib/date-range';
import { DateRangeFields } from './DateRangeFields';
import { RecordsPager } from './RecordsPager';
import { RecordsState } from './RecordsState';
import * as styles from './records.module.css';

type Page = { list: readonly unknown[]; pageNum: number; totalPages: number };

/**
 * A records list of another feature (the cashier's deposits and withdrawals) in the records screens'
 * look: its period, its states (loading, failure, none), its rows (RecordCard) and its pager.
 */
export function RecordsSection({
  label,
  testId,
  range,
  onRange,
  onPage,
  query,
  above,
  children,
}: {
  label: string;
  testId: string;
  range: DateRange;
  onRange(range: DateRange): void;
  onPage(pageNum: number): void;
  query: Pick<UseQueryResult<Page>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  above?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.records} data-testid={testId} aria-label={label}>
      <div className={styles.recordsFilters}>
        <DateRangeFields range={range} onChange={onRange} />
      </div>
      {above}
      <RecordsState query={query}>
        <ul className={styles.recordsList}>{children}</ul>
        <RecordsPager
          pageNum={query.data?.pageNum ?? 1}
          totalPages={query.data?.totalPages ?? 0}
          onPage={onPage}
        />
      </RecordsState>
    </section>
  );
}
