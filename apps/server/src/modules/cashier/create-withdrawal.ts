import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type ChangeContext, checkPaymentPassword } from '../account/index.js';
import type { LiveBus } from '../live/index.js';
import { forfeitBonusForWithdrawal } from '../promotions/index.js';
import { assertKycApproved } from '../protection/index.js';
import { holdWithdrawal, lockMemberAccount, publishBalance } from '../wallet/index.js';
import { centavosWithin, WITHDRAW_LIMITS } from './amount-rule.js';
import { findMemberCard } from './bank-card-repository.js';
import { turnoverNeeded } from './withdraw-rules.js';
import { findMemberWithdrawal, insertWithdrawal } from './withdrawal-repository.js';
import { withdrawalView } from './withdrawal-view.js';

export interface WithdrawalRequest {
  memberId: number;
  bankCardId: number;
  amount: number;
  paymentPassword: string;
  requestId: string;
  /** The player agreed that a running deposit bonus is forfeited. */
  forfeitBonus?: boolean | undefined;
  /** The VIP club's rule: how many times a weekly-fund reward must be played (the settings). */
  weeklyFundWagering: number;
}

/**
 * A withdrawal (R-API-97): the payment password, the limits, the member's own card, then, under the
 * member's account lock, the wagering rule, the forfeit of a running bonus and the hold of the amount with the request in one
 * transaction. The client's key makes a retry answer the same request.
 */
export async function createWithdrawal(db: Db, bus: LiveBus, request: WithdrawalRequest, ctx: ChangeContext) {
  const centavos = centavosWithin(request.amount, WITHDRAW_LIMITS);
  // Know your customer before paying out (issue 16): nothing is checked or held before approval.
  await assertKycApproved(db, request.memberId);
  await checkPaymentPassword(db, request.memberId, request.paymentPassword, ctx);
  const card = await findMemberCard(db, request.memberId, request.bankCardId);
  if (!card) throw new AppError('NOT_FOUND', { field: 'bankCardId' });

  const made = await db.transaction(async (tx) => {
    await lockMemberAccount(tx, request.memberId, 'PHP');
    const earlier = await findMemberWithdrawal(tx, request.memberId, { requestId: request.requestId });
    if (earlier) return { row: earlier, balance: null };
    const needed = await turnoverNeeded(tx, request.memberId, request.weeklyFundWagering);
    if (needed > 0)
      throw new AppError('WAGERING_REQUIRED', { field: 'amount', turnoverNeeded: needed / 100 });
    await forfeitBonusForWithdrawal(tx, request.memberId, request.forfeitBonus === true);
    const hold = await holdWithdrawal(tx, request.memberId, centavos, request.requestId);
    const row = await insertWithdrawal(tx, {
      memberId: request.memberId,
      requestId: request.requestId,
      bankCardId: card.id,
      amount: centavos,
      currency: 'PHP',
      holdTransferId: hold.transferId,
    });
    if (!row) throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });
    return { row: { ...row, card }, balance: hold.balance };
  });
  if (made.row.amount !== centavos || made.row.bankCardId !== card.id)
    throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });
  if (made.balance !== null) {
    publishBalance(bus, request.memberId, 'PHP', made.balance);
    ctx.log.info({ event: 'withdrawal_requested', memberId: request.memberId, withdrawalId: made.row.id });
  }
  return withdrawalView(made.row);
}
