import { z } from 'zod';
import { LIMITS } from './constants.js';
import { codePointLength } from './feedback-rules.js';
import { languageParam, text } from './fields.js';
import { GAME_CATEGORIES } from './games-constants.js';
import { REWARD_SOURCES, REWARD_STATUSES } from './promotion-rules.js';
import { clientSeedSchema } from './wallet.js';

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

// ─── VIP Wheel, provably fair (R-PROMO-10, H-3) ──────────────────────────────

const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/u, 'a SHA-256 hash in lowercase hex');
const wheelOddsSchema = z.object({ amount: z.number(), percent: z.number() });

export const wheelStatusSchema = z.object({
  /** Today in the site's time zone, YYYY-MM-DD: spins count per calendar day there. */
  today: z.string(),
  timeZone: z.string(),
  level: z.number().int(),
  /** The first VIP level that spins, and how many spins a day it gets. */
  fromLevel: z.number().int(),
  spinsPerDay: z.number().int(),
  spinsLeft: z.number().int(),
  /** The prize table the next spin is drawn against, in draw order; the remainder is no prize. */
  prizes: z.array(wheelOddsSchema),
  noPrizePercent: z.number(),
  /** SHA-256 of the server seed the next spin uses, published before it (H-3). */
  seedHash: sha256HexSchema,
  committedAt: z.string(),
});
export type WheelStatus = z.infer<typeof wheelStatusSchema>;

/** A spun wheel with everything needed to recompute it: its seed is revealed only once spun. */
export const wheelSpinSchema = z.object({
  id: z.string(),
  seedHash: z.string(),
  serverSeed: z.string(),
  clientSeed: z.string(),
  prizes: z.array(wheelOddsSchema),
  roll: z.number(),
  prizeIndex: z.number().int().nullable(),
  /** Pesos won; 0 for no prize. */
  amount: z.number(),
  rewardId: z.string().nullable(),
  committedAt: z.string(),
  spunAt: z.string(),
});
export type WheelSpin = z.infer<typeof wheelSpinSchema>;

/** Spins the commitment whose hash the player was shown, with the player's own seed. */
export const wheelSpinBodySchema = z.strictObject({
  seedHash: sha256HexSchema,
  clientSeed: clientSeedSchema,
});
export const wheelSpinResultSchema = z.object({ spin: wheelSpinSchema, status: wheelStatusSchema });
export type WheelSpinResult = z.infer<typeof wheelSpinResultSchema>;
export const wheelSpinListSchema = z.object({ list: z.array(wheelSpinSchema) });
export type WheelSpinList = z.infer<typeof wheelSpinListSchema>;

// ─── Activities (R-PROMO-01 … 03, R-API-127) ─────────────────────────────────

/**
 * What an activity is to the viewer (R-PROMO-02): an application's state (applying, rejected,
 * issued, claimed) when they applied; else, by the period, `process` (open, apply to take part),
 * `joined` (open, nothing to apply for), `coming_soon` (before its start) or `closed` (after its end).
 */
export const ACTIVITY_STATUSES = [
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming_soon',
  'closed',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const activityListQuerySchema = z.strictObject({ language: languageParam });

export const activitySchema = z.object({
  id: z.string(),
  /** In the asked language, EN when the operator wrote none in it; plain text. */
  title: z.string(),
  body: z.string(),
  terms: z.string(),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  needsApplication: z.boolean(),
  /** Pesos an approved application is given. */
  rewardAmount: z.number(),
  status: z.enum(ACTIVITY_STATUSES),
  /** Why the operator refused the viewer's application, when `status` is `rejected`. */
  rejectReason: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.object({ list: z.array(activitySchema) });
export type ActivityList = z.infer<typeof activityListSchema>;

/** The text fields of `POST /wps/activity/apply`; the images travel as multipart `images` files. */
export const activityApplyFieldsSchema = z.strictObject({
  activityId: text(20).regex(/^\d{1,18}$/u),
  comment: text(1024)
    .trim()
    .refine((value) => codePointLength(value) <= LIMITS.activityCommentMaxLength, {
      message: `at most ${LIMITS.activityCommentMaxLength} characters`,
    })
    .default(''),
});
export type ActivityApplyFields = z.input<typeof activityApplyFieldsSchema>;

export const activityApplicationSchema = z.object({
  id: z.string(),
  activityId: z.string(),
  status: z.literal('applying'),
  createdAt: z.string(),
});
export type ActivityApplication = z.infer<typeof activityApplicationSchema>;

// ─── Leaderboard (R-PROMO-07, R-API-127) ─────────────────────────────────────

export const leaderboardEntrySchema = z.object({
  rank: z.int(),
  /** The username masked (`ju***88`): a rival is never named in full. */
  name: z.string(),
  /** Settled PHP turnover in the period, pesos. */
  score: z.number(),
  /** The rank's prize, pesos; 0 past the prized ranks. */
  prize: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  /** The running period: it is made when none covers the moment asked about. */
  period: z.object({ startsAt: z.string(), endsAt: z.string() }),
  timeZone: z.string(),
  /** The prize of ranks 1…n, pesos. */
  prizes: z.array(z.number()),
  list: z.array(leaderboardEntrySchema),
  /** The caller's own standing when logged in: rank null until they have a score. */
  me: z.object({ rank: z.int().nullable(), score: z.number(), prize: z.number() }).nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

// ─── Category rebates (R-PROMO-15, R-API-128) ────────────────────────────────

export const rebateLineSchema = z.object({
  category: z.enum(GAME_CATEGORIES),
  /** Settled PHP turnover since the last claim, pesos. */
  turnover: z.number(),
  /** The member's rate for the category, %. */
  percent: z.number(),
  /** Pesos, rounded down to the centavo. */
  rebate: z.number(),
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateStatusSchema = z.object({
  /** The member's VIP level, which picks the rate tier. */
  level: z.int(),
  /** Rounds settled after `since` (the previous claim's end; null before the first) up to `until` count. */
  since: z.string().nullable(),
  until: z.string(),
  list: z.array(rebateLineSchema),
  total: z.number(),
});
export type RebateStatus = z.infer<typeof rebateStatusSchema>;

export const rebateClaimSchema = z.object({
  claimId: z.string(),
  /** Pesos credited. */
  amount: z.number(),
  list: z.array(rebateLineSchema),
  /** The member's balance after the claim, pesos. */
  balance: z.number(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;
