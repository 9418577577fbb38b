import type { LotteryOrderDetail, LotteryOrderPage } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { orderDetail, pageOfOrders } from './order-repository.js';

const DAY_MS = 86_400_000;
/** The records' default range: the last seven days (Manila days are close enough at the edges). */
const DEFAULT_DAYS = 7;

/** R-API-70: the member's orders between two dates (inclusive), by status, one page. */
export async function listOrders(
  db: DbOrTx,
  memberId: number,
  query: {
    startDate?: string;
    endDate?: string;
    status: 'all' | 'pending' | 'settled' | 'cancelled';
    pageNum: number;
    pageSize: number;
  },
  now: number,
): Promise<LotteryOrderPage> {
  const to = query.endDate ? Date.parse(`${query.endDate}T00:00:00+08:00`) + DAY_MS : now + DAY_MS;
  const from = query.startDate
    ? Date.parse(`${query.startDate}T00:00:00+08:00`)
    : to - (DEFAULT_DAYS + 1) * DAY_MS;
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to)
    throw new AppError('VALIDATION_ERROR', { field: 'startDate' });
  const { list, total } = await pageOfOrders(
    db,
    memberId,
    { from: new Date(from), to: new Date(to), status: query.status },
    query,
  );
  return { list, pageNum: query.pageNum, total, totalPages: Math.ceil(total / query.pageSize) };
}

/** R-API-71: one order of the member's own; anyone else's is NOT_FOUND, as if it did not exist. */
export async function getOrderDetail(
  db: DbOrTx,
  memberId: number,
  orderId: number,
): Promise<LotteryOrderDetail> {
  const order = await orderDetail(db, memberId, orderId);
  if (!order) throw new AppError('NOT_FOUND', { field: 'orderId' });
  return order;
}
