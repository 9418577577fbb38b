import { recordsRange } from '../../lib/records-range.js';

export interface RecordsQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** One page of a member's records in a date range (default the last 7 days), newest first. */
export async function recordsPage<Row, Item>(
  query: RecordsQuery,
  read: (
    range: { from: Date; to: Date },
    page: { offset: number; limit: number },
  ) => Promise<{ rows: Row[]; total: number }>,
  view: (row: Row) => Item,
) {
  const range = recordsRange(query);
  const { rows, total } = await read(
    { from: range.from, to: range.to },
    { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: rows.map(view),
    pageNum: query.pageNum,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}
