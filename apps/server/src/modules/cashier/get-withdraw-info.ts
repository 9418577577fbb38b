import type { WithdrawInfo } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { memberBalances } from '../wallet/index.js';
import { WITHDRAW_LIMITS } from './amount-rule.js';
import { turnoverNeeded } from './withdraw-rules.js';
import { pendingWithdrawalSum } from './withdrawal-repository.js';

/** What the withdraw screen shows before a request: how much can go now, and why not more. */
export async function getWithdrawInfo(db: Db, memberId: number): Promise<WithdrawInfo> {
  const [balances, needed, pending] = await Promise.all([
    memberBalances(db, memberId),
    turnoverNeeded(db, memberId),
    pendingWithdrawalSum(db, memberId),
  ]);
  const balance = balances.find((b) => b.currency === 'PHP')?.balance ?? 0;
  return {
    currency: 'PHP',
    balance: balance / 100,
    withdrawable: needed > 0 ? 0 : balance / 100,
    turnoverNeeded: needed / 100,
    minAmount: WITHDRAW_LIMITS.min / 100,
    maxAmount: WITHDRAW_LIMITS.max / 100,
    pendingAmount: pending / 100,
  };
}
