import type { RewardSource } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { insertRewardOnce } from './reward-repository.js';

const DAY_MS = 86_400_000;

export interface RewardToIssue {
  memberId: number;
  source: RewardSource;
  /** Unique within the source for this member: the same reference issues nothing new. */
  sourceRef: string;
  centavos: number;
  /** Days it can be claimed (the `rewardExpiryDays` setting). */
  expiryDays: number;
}

/**
 * Issues a reward to be claimed in the reward and receiving centres, in the caller's transaction
 * with what earned it; issuing the same source and reference again answers the reward already made.
 */
export async function issueReward(db: DbOrTx, reward: RewardToIssue) {
  if (!Number.isSafeInteger(reward.centavos) || reward.centavos <= 0)
    throw new Error(`a reward of ${reward.centavos} centavos`);
  return insertRewardOnce(db, {
    memberId: reward.memberId,
    source: reward.source,
    sourceRef: reward.sourceRef,
    amount: reward.centavos,
    expiresAt: new Date(Date.now() + reward.expiryDays * DAY_MS),
  });
}
