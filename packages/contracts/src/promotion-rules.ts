/**
 * Where a reward comes from; each is claimed in the reward and receiving centres (R-PROMO-09, 11).
 * `weekly_fund`: the VIP weekly cashback on the past week's settled turnover (H-6).
 */
export const REWARD_SOURCES = [
  'sign_in',
  'leaderboard',
  'activity',
  'wheel',
  'rebate',
  'weekly_fund',
] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];
/** `expired`: issued, not claimed, and past its expiry; it can no longer be claimed. */
export const REWARD_STATUSES = ['issued', 'claimed', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
