import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { activateOrderBonus } from '../promotions/index.js';
import { creditDeposit } from '../wallet/index.js';
import { lockManualOrder, markReviewed } from './deposit-repository.js';

export type ManualDepositDecision =
  | { action: 'confirm'; orderId: number; reviewedBy: string; receivedCentavos?: number }
  | { action: 'reject'; orderId: number; reviewedBy: string; reason: string };

/**
 * The operator's decision on a manual transfer: confirm credits what was received (the amount asked
 * unless told otherwise) in the transaction that marks it paid; reject records the reason the
 * player sees; a bonus joined for the order is credited with it. A decided order refuses a second decision, so running a command twice credits once.
 */
export async function reviewManualDeposit(db: Db, decision: ManualDepositDecision) {
  return db.transaction(async (tx) => {
    const order = await lockManualOrder(tx, decision.orderId);
    if (!order) throw new AppError('NOT_FOUND', { field: 'orderId' });
    if (order.status !== 'pending')
      throw new AppError('CONFLICT', { field: 'orderId', status: order.status });
    if (decision.action === 'reject') {
      await markReviewed(tx, order.id, {
        status: 'rejected',
        paidAmount: null,
        reviewedBy: decision.reviewedBy,
        note: decision.reason,
      });
      return { memberId: order.memberId, status: 'rejected' as const, balance: null };
    }
    const received = decision.receivedCentavos ?? order.amount;
    if (!Number.isSafeInteger(received) || received <= 0)
      throw new AppError('VALIDATION_ERROR', { field: 'amount' });
    const credit = await creditDeposit(tx, order.memberId, received, `manual:${order.id}`);
    const bonus = await activateOrderBonus(tx, order.id, received);
    await markReviewed(tx, order.id, {
      status: 'paid',
      paidAmount: received,
      reviewedBy: decision.reviewedBy,
      note: received === order.amount ? null : `received ${received / 100}, asked ${order.amount / 100}`,
    });
    return { memberId: order.memberId, status: 'paid' as const, balance: bonus.balance ?? credit.balance };
  });
}
