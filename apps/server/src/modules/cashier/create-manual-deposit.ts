import type { ReceivingAccount } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { centavosWithin, DEPOSIT_LIMITS } from './amount-rule.js';
import { placeOrder } from './place-order.js';

/** A manual transfer takes a banking day or two to show; past a week the order shows as expired. */
const MANUAL_ORDER_TTL_MS = 7 * 86_400_000;

export interface ManualDepositRequest {
  memberId: number;
  amount: number;
  depositorName: string;
  transferRef: string;
  requestId: string;
}

/**
 * A manual bank-transfer deposit (R-WALLET-09, R-API-90): a pending order with the account it was
 * sent to, credited only when the operator confirms it (`npm run ops -- deposit confirm`). The
 * client's key makes a retry answer the same order.
 */
export async function createManualDeposit(
  db: Db,
  account: ReceivingAccount | null,
  request: ManualDepositRequest,
) {
  if (!account) throw new AppError('DEPOSIT_METHOD_UNAVAILABLE', { field: 'method' });
  const centavos = centavosWithin(request.amount, DEPOSIT_LIMITS);
  const order = await placeOrder(db, {
    memberId: request.memberId,
    requestId: request.requestId,
    method: 'manual',
    gateway: null,
    amount: centavos,
    currency: 'PHP',
    expiresAt: new Date(Date.now() + MANUAL_ORDER_TTL_MS),
    depositorName: request.depositorName.trim(),
    transferRef: request.transferRef,
    receivingAccount: account,
  });
  if (!order) throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });
  const sameOrder =
    order.method === 'manual' && order.amount === centavos && order.transferRef === request.transferRef;
  if (!sameOrder) throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });
  return {
    orderId: String(order.id),
    amount: order.amount / 100,
    account: (order.receivingAccount as ReceivingAccount | null) ?? account,
  };
}
