import { z } from 'zod';
import { text } from './fields.js';
import { GAME_CATEGORIES } from './games-constants.js';
import { REWARD_SOURCES, REWARD_STATUSES } from './promotion-rules.js';

const pesos = z.number().min(0).max(1_000_000_000);

// ─── Operator settings of the promotions (checked on the server; edited with `npm run ops`) ───

/** The daily sign-in: the reward (pesos) of each day of the cycle, which starts again after its end. */
export const signInRulesSchema = z.object({ cycle: z.array(pesos).min(1).max(31) });
export type SignInRules = z.infer<typeof signInRulesSchema>;

/** Rebate rates (%) per game category, by VIP level: a member gets the tier with the highest `fromLevel` reached. */
export const rebateRulesSchema = z.object({
  tiers: z
    .array(
      z.object({
        fromLevel: z.int().min(0).max(20),
        percents: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().min(0).max(5)),
      }),
    )
    .max(21),
});
export type RebateRules = z.infer<typeof rebateRulesSchema>;

/** The leaderboard's periods: how long each lasts and the prize (pesos) of ranks 1…n. */
export const leaderboardRulesSchema = z.object({
  periodDays: z.int().min(1).max(31),
  prizes: z.array(pesos).min(1).max(100),
});
export type LeaderboardRules = z.infer<typeof leaderboardRulesSchema>;

/** Who may spin the VIP wheel, how often; its prize table is the VIP club's `wheelPrizes`. */
export const wheelRulesSchema = z.object({
  fromLevel: z.int().min(0).max(20),
  spinsPerDay: z.int().min(0).max(10),
});
export type WheelRules = z.infer<typeof wheelRulesSchema>;

// ─── Rewards (R-PROMO-09, R-PROMO-11, R-API-128) ─────────────────────────────

export const rewardSchema = z.object({
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  /** Pesos. */
  amount: z.number(),
  status: z.enum(REWARD_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  claimedAt: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardListQuerySchema = z.strictObject({
  /** `waiting`: issued and not expired, the receiving centre's list; `all` the reward centre's. */
  scope: z.enum(['all', 'waiting']).default('all'),
});
export const rewardListSchema = z.object({
  list: z.array(rewardSchema),
  /** Pesos waiting to be received, in total. */
  waitingTotal: z.number(),
});
export type RewardList = z.infer<typeof rewardListSchema>;

export const rewardClaimBodySchema = z.strictObject({ rewardId: text(20).regex(/^\d{1,18}$/u) });
export const rewardClaimSchema = z.object({
  reward: rewardSchema,
  /** The member's balance after the claim, pesos. */
  balance: z.number(),
});
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

// ─── Daily sign-in (R-PROMO-05, R-API-127) ───────────────────────────────────

export const signInStatusSchema = z.object({
  /** Today in the site's time zone, YYYY-MM-DD. */
  today: z.string(),
  timeZone: z.string(),
  signedToday: z.boolean(),
  /** Consecutive days signed in up to today (or yesterday, while today is not signed yet). */
  streak: z.number().int(),
  /** The cycle's rewards (pesos), day 1 first; `nextDay` is the 1-based day the next sign-in earns. */
  cycle: z.array(z.number()),
  nextDay: z.number().int(),
});
export type SignInStatus = z.infer<typeof signInStatusSchema>;
export const signInResultSchema = z.object({ status: signInStatusSchema, reward: rewardSchema.nullable() });
export type SignInResult = z.infer<typeof signInResultSchema>;
