import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { creditReward, memberBalances } from '../wallet/index.js';
import { lockReward, markRewardClaimed } from './reward-repository.js';
import { rewardView } from './reward-view.js';

/**
 * Credits an issued reward to its member (R-API-128). The reward's row lock makes parallel claims
 * take turns: the first credits it and marks it claimed in one transaction, the others find it
 * claimed and answer the same result, so a double tap or a retry is paid once. Another member's
 * reward is not found; an expired one is refused. Given a transaction (the rebate claim), it runs
 * inside it, so the credit commits or rolls back with what issued the reward.
 */
export async function claimReward(db: DbOrTx, memberId: number, rewardId: number) {
  return db.transaction(async (tx) => {
    const locked = await lockReward(tx, rewardId);
    if (!locked || locked.reward.memberId !== memberId)
      throw new AppError('NOT_FOUND', { field: 'rewardId' });
    if (locked.reward.status === 'claimed') {
      const php = (await memberBalances(tx, memberId)).find((b) => b.currency === 'PHP');
      return { reward: rewardView(locked.reward), balance: (php?.balance ?? 0) / 100, credited: false };
    }
    if (locked.expired) throw new AppError('REWARD_EXPIRED', { field: 'rewardId' });
    const credit = await creditReward(tx, locked.reward);
    const claimed = await markRewardClaimed(tx, rewardId, credit.transferId);
    return { reward: rewardView(claimed), balance: credit.balance / 100, credited: true };
  });
}
