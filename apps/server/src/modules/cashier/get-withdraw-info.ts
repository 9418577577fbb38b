import type { WithdrawInfo } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { runningBonus } from '../promotions/index.js';
import { memberBalances } from '../wallet/index.js';
import { WITHDRAW_LIMITS } from './amount-rule.js';
import { turnoverNeeded } from './withdraw-rules.js';
import { pendingWithdrawalSum } from './withdrawal-repository.js';

/** What the withdraw screen shows before a request: how much can go now, and why not more. */
export async function getWithdrawInfo(
  db: Db,
  memberId: number,
  rules: { language?: string | undefined; weeklyFundWagering: number },
): Promise<WithdrawInfo> {
  const bonus = await runningBonus(db, memberId, rules.language);
  const [balances, needed, pending] = await Promise.all([
    memberBalances(db, memberId),
    turnoverNeeded(db, memberId, rules.weeklyFundWagering),
    pendingWithdrawalSum(db, memberId),
  ]);
  const balance = balances.find((b) => b.currency === 'PHP')?.balance ?? 0;
  return {
    currency: 'PHP',
    balance: balance / 100,
    // A withdrawal forfeits the bonus: what can go is the balance without its locked money.
    withdrawable: needed > 0 ? 0 : Math.max(0, balance / 100 - (bonus?.locked ?? 0)),
    turnoverNeeded: needed / 100,
    minAmount: WITHDRAW_LIMITS.min / 100,
    maxAmount: WITHDRAW_LIMITS.max / 100,
    pendingAmount: pending / 100,
    bonus,
  };
}
