/** Where a reward comes from; each is claimed in the reward and receiving centres (R-PROMO-09, 11). */
export const REWARD_SOURCES = ['sign_in', 'leaderboard', 'activity', 'wheel', 'rebate'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];
/** `expired`: issued, not claimed, and past its expiry; it can no longer be claimed. */
export const REWARD_STATUSES = ['issued', 'claimed', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
