import { centavosToPesos, type FundsValue } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { recordsRange } from '../../lib/records-range.js';
import { getWallets } from './get-wallets.js';
import { fundsTotals } from './records-repository.js';

/** The funds summary of R-API-42: deposits and withdrawals of the period, and what is pending now. */
export async function getFunds(
  db: DbOrTx,
  memberId: number,
  query: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<FundsValue> {
  const range = recordsRange(query);
  const wallets = await getWallets(db, memberId);
  const totals = await fundsTotals(db, memberId, range);
  return {
    currency: wallets.currency,
    balance: wallets.sumBalance,
    totalDeposits: centavosToPesos(totals.deposits),
    totalWithdrawals: centavosToPesos(totals.withdrawals),
    pendingDeposits: centavosToPesos(totals.pendingDeposits),
    pendingWithdrawals: centavosToPesos(totals.pendingWithdrawals),
    startDate: range.startDate,
    endDate: range.endDate,
  };
}
