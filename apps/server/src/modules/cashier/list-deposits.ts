import { recordsRange } from '../../lib/records-range.js';
import type { CashierDeps } from './cashier-deps.js';
import { listMemberOrders } from './deposit-repository.js';
import { depositView } from './deposit-view.js';

/** The member's deposits in a date range (R-WALLET-11, R-API-96), newest first, paged. */
export async function listDeposits(
  deps: Pick<CashierDeps, 'db'>,
  memberId: number,
  query: { startDate?: string | undefined; endDate?: string | undefined; pageNum: number; pageSize: number },
) {
  const range = recordsRange(query);
  const { rows, total } = await listMemberOrders(
    deps.db,
    memberId,
    { from: range.from, to: range.to },
    { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: rows.map((row) => depositView(row)),
    pageNum: query.pageNum,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}
