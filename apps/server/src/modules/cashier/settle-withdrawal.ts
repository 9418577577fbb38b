import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { returnWithdrawal } from '../wallet/index.js';
import { findMemberWithdrawal, lockWithdrawal, settleWithdrawal } from './withdrawal-repository.js';
import { withdrawalView } from './withdrawal-view.js';

export type WithdrawalDecision =
  | { action: 'cancel'; memberId: number }
  | { action: 'approve'; reviewedBy: string; payoutRef: string }
  | { action: 'reject'; reviewedBy: string; reason: string };

/**
 * The end of a pending withdrawal: the player cancels it, or the operator marks it paid with the
 * payout reference or rejects it with a reason. Cancel and reject return the held amount. The
 * request's row lock makes the player's and the operator's decisions take turns, and only a
 * pending request takes one, so the amount is returned or paid exactly once.
 */
export async function settlePendingWithdrawal(db: Db, withdrawalId: number, decision: WithdrawalDecision) {
  const result = await db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, withdrawalId);
    // Another member's request is simply not found (S-20).
    if (!row || (decision.action === 'cancel' && row.memberId !== decision.memberId))
      throw new AppError('NOT_FOUND', { field: 'withdrawalId' });
    if (row.status !== 'pending')
      throw new AppError('NOT_CANCELLABLE', { field: 'withdrawalId', status: row.status });
    if (decision.action === 'approve') {
      await settleWithdrawal(tx, row.id, {
        status: 'paid',
        payoutRef: decision.payoutRef,
        reviewedBy: decision.reviewedBy,
      });
      return { memberId: row.memberId, balance: null };
    }
    const returned = await returnWithdrawal(tx, row);
    await settleWithdrawal(tx, row.id, {
      status: decision.action === 'cancel' ? 'cancelled' : 'rejected',
      returnTransferId: returned.transferId,
      reviewedBy: decision.action === 'reject' ? decision.reviewedBy : null,
      reviewNote: decision.action === 'reject' ? decision.reason : null,
    });
    return { memberId: row.memberId, balance: returned.balance };
  });
  const settled = await findMemberWithdrawal(db, result.memberId, { id: withdrawalId });
  if (!settled) throw new AppError('NOT_FOUND', { field: 'withdrawalId' });
  return { withdrawal: withdrawalView(settled), memberId: result.memberId, balance: result.balance };
}
