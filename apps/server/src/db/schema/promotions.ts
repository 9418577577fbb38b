import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const memberRef = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'restrict' });

/**
 * Every reward a member is given (sign-in, leaderboard, activity, VIP wheel, rebate), once per
 * source and reference: whatever retries or nodes issue it, the unique index keeps one. A reward
 * is money only when claimed, by the ledger transfer `claim_transfer_id` made in the same
 * transaction that marks it claimed; after `expires_at` it cannot be claimed.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    source: text('source').notNull(),
    /** What in its source the reward is for: the sign-in day, the period and rank, the spin… */
    sourceRef: text('source_ref').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('PHP'),
    status: text('status').notNull().default('issued'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimTransferId: bigint('claim_transfer_id', { mode: 'number' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rewards_source_ref').on(t.memberId, t.source, t.sourceRef),
    index('rewards_member').on(t.memberId, t.createdAt),
    check(
      'rewards_source',
      sql`${t.source} in ('sign_in', 'leaderboard', 'activity', 'wheel', 'rebate', 'weekly_fund')`,
    ),
    check('rewards_status', sql`${t.status} in ('issued', 'claimed')`),
    check('rewards_amount', sql`${t.amount} > 0`),
  ],
);

/** One row per member and day signed in (in the site's time zone): the key refuses a second. */
export const signIns = pgTable(
  'sign_ins',
  {
    memberId: memberRef(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Consecutive days signed in, this one included. */
    streak: integer('streak').notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => rewards.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), check('sign_ins_streak', sql`${t.streak} > 0`)],
);

/**
 * The VIP wheel's commit and reveal (H-3): a spin's server seed is drawn, and its hash shown,
 * before the player spins; the spin reveals it with the prize table it was drawn against.
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed'),
    /** The prize table as drawn against: amounts (pesos) and chances (%). */
    prizeTable: jsonb('prize_table'),
    /** Index in the prize table, or null when the draw fell in the table's "no prize" remainder. */
    prizeIndex: integer('prize_index'),
    amount: bigint('amount', { mode: 'number' }),
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => rewards.id),
    createdAt: createdAt(),
    spunAt: timestamp('spun_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wheel_spins_seed_hash').on(t.seedHash),
    index('wheel_spins_member').on(t.memberId, t.createdAt),
    // At most one committed, unspun seed per member at a time.
    uniqueIndex('wheel_spins_open').on(t.memberId).where(sql`${t.spunAt} is null`),
  ],
);

/** Activities (promotions) the operator publishes on /m/activity, titles and text per language. */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    bodies: jsonb('bodies').$type<Record<string, string>>().notNull(),
    terms: jsonb('terms').$type<Record<string, string>>().notNull(),
    bannerUrl: text('banner_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    needsApplication: boolean('needs_application').notNull().default(true),
    /** What an approved application is given, in centavos. */
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull().default(0),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('activities_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('activities_reward', sql`${t.rewardAmount} >= 0`),
  ],
);

export interface ActivityImage {
  key: string;
  type: 'image/png' | 'image/jpeg';
  size: number;
}

/** A member's application to an activity: one per member and activity, reviewed by the operator. */
export const activityApplications = pgTable(
  'activity_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    memberId: memberRef(),
    comment: text('comment').notNull().default(''),
    images: jsonb('images').$type<ActivityImage[]>().notNull().default([]),
    status: text('status').notNull().default('applying'),
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => rewards.id),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('activity_applications_member').on(t.activityId, t.memberId),
    index('activity_applications_pending').on(t.status, t.id),
    check('activity_applications_status', sql`${t.status} in ('applying', 'rejected', 'issued')`),
  ],
);

/**
 * Leaderboard periods: score is settled PHP turnover inside the period; `prizes` are the amounts
 * (centavos) of ranks 1…n. Closing marks `closed_at` in the transaction that issues the prizes,
 * so one node closes each period.
 */
export const leaderboardPeriods = pgTable(
  'leaderboard_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    prizes: jsonb('prizes').$type<number[]>().notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('leaderboard_periods_ends').on(t.endsAt),
    check('leaderboard_periods_span', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Rebate claims: each takes the rounds settled after the member's previous claim's `settled_until`
 * and up to its own, per game category, so no round is rebated twice.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    settledUntil: timestamp('settled_until', { withTimezone: true }).notNull(),
    /** Per category: turnover and rebate, in centavos, and the rate (%) applied. */
    breakdown: jsonb('breakdown').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => rewards.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rebate_claims_until').on(t.memberId, t.settledUntil),
    index('rebate_claims_member').on(t.memberId, t.createdAt),
    check('rebate_claims_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * One row per paid week of the weekly fund (H-6), written in the transaction that issues its
 * rewards: the key lets one node pay a week, once.
 */
export const weeklyFundRuns = pgTable('weekly_fund_runs', {
  weekStart: date('week_start', { mode: 'string' }).primaryKey(),
  rewards: integer('rewards').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
});
