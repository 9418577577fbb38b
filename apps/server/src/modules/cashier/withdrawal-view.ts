import { maskAccountNumber, type Withdrawal, type WithdrawStatus } from '@app/contracts';
import { bankName } from './bank-cards.js';
import type { WithdrawalWithCard } from './withdrawal-repository.js';

/** A withdrawal as its player sees it: the account masked, the reason of a rejection. */
export function withdrawalView(row: WithdrawalWithCard): Withdrawal {
  return {
    withdrawalId: String(row.id),
    amount: row.amount / 100,
    status: row.status as WithdrawStatus,
    bankName: bankName(row.card.bankCode),
    accountNumber: maskAccountNumber(row.card.accountNumber),
    payoutRef: row.status === 'paid' ? row.payoutRef : null,
    reason: row.status === 'rejected' ? row.reviewNote : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
