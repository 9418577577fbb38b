import type { DepositOrder } from '@app/contracts';
import type { DepositRow } from './deposit-repository.js';

const pesos = (centavos: number) => centavos / 100;

/** An order as the member sees it: a pending order past its time shows as expired. */
export function depositView(row: DepositRow, nowMs = Date.now()): DepositOrder {
  const expired = row.status === 'pending' && row.expiresAt.getTime() <= nowMs;
  return {
    orderId: String(row.id),
    method: row.method,
    amount: pesos(row.amount),
    paidAmount: row.paidAmount === null ? null : pesos(row.paidAmount),
    status: expired ? 'expired' : (row.status as DepositOrder['status']),
    transferRef: row.transferRef,
    reason: row.status === 'rejected' ? row.reviewNote : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
