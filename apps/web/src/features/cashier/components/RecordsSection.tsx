import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DateRangeFields, RecordsPager, RecordsState } from '../../wallet';
import type { RecordsFilter } from '../api/get-cashier-records';

type Page = { list: readonly unknown[]; pageNum: number; totalPages: number };

/** A cashier records list: its period, its states (loading, failure, none), its rows and its pager. */
export function RecordsSection({
  label,
  testId,
  filter,
  onRange,
  onPage,
  query,
  above,
  children,
}: {
  label: string;
  testId: string;
  filter: RecordsFilter;
  onRange(range: { startDate: string; endDate: string }): void;
  onPage(pageNum: number): void;
  query: Pick<UseQueryResult<Page>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  above?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="records" data-testid={testId} aria-label={label}>
      <div className="records-filters">
        <DateRangeFields range={filter} onChange={onRange} />
      </div>
      {above}
      <RecordsState query={query}>
        <ul className="records-list">{children}</ul>
        <RecordsPager
          pageNum={query.data?.pageNum ?? 1}
          totalPages={query.data?.totalPages ?? 0}
          onPage={onPage}
        />
      </RecordsState>
    </section>
  );
}
