import type { Currency, LotteryCancelValue } from '@app/contracts';
import { AppError } from '../../lib/app-error.js';
import { publishBalance, refundLotteryStake } from '../wallet/index.js';
import { lockDrawForBets } from './draw-repository.js';
import {
  betKey,
  houseCodeOf,
  LEDGER_SCOPE,
  type LotteryDeps,
  refundKey,
  roundRefOf,
} from './lottery-deps.js';
import { drawIdsOfSubOrders, lockSubOrdersOfMember, markCancelled } from './order-repository.js';

/**
 * Cancels the member's pending sub-orders among `ids` and refunds each stake at once, all in one
 * transaction, while their draw still takes bets (the server's clock at `receivedAt`). Anything
 * else in the list (another member's, already settled or cancelled, past the close) refuses the
 * whole call and changes nothing.
 */
export async function cancelSubOrders(
  deps: LotteryDeps,
  memberId: number,
  ids: number[],
  receivedAt: number,
): Promise<LotteryCancelValue> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const done = await deps.db.transaction(async (tx) => {
    // Lock order as the bets and the settlement: the draw first, then the sub-orders, then accounts.
    const drawIds = await drawIdsOfSubOrders(tx, memberId, unique);
    for (const drawId of drawIds) {
      const draw = await lockDrawForBets(tx, drawId);
      if (draw?.status !== 'open' || draw.closesAt.getTime() <= receivedAt)
        throw new AppError('BETTING_CLOSED', { field: 'subOrderIds' });
    }
    const rows = await lockSubOrdersOfMember(tx, memberId, unique);
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND', { field: 'subOrderIds' });
    if (rows.some((row) => row.status !== 'pending'))
      throw new AppError('NOT_CANCELLABLE', { field: 'subOrderIds' });
    let balance = 0;
    let currency: Currency = 'PHP';
    for (const row of rows) {
      currency = row.currency as Currency;
      const refunded = await refundLotteryStake(tx, {
        scope: LEDGER_SCOPE,
        key: refundKey(row.id),
        betKey: betKey(row.id),
        memberId,
        currency,
        amount: row.stakeCentavos,
        houseCode: houseCodeOf(currency),
        roundRef: roundRefOf(row.drawId),
      });
      balance = refunded.balance;
    }
    await markCancelled(tx, unique);
    return { refunded: rows.reduce((sum, row) => sum + row.stakeCentavos, 0), balance, currency };
  });
  publishBalance(deps.bus, memberId, done.currency, done.balance);
  return { cancelled: unique, refundedCentavos: done.refunded, balanceCentavos: done.balance };
}
