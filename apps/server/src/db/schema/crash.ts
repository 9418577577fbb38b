import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';

/**
 * Crash's hash chains (bustabit's scheme): only the secret seed is kept, from which the hash of any
 * round is recomputed; the terminating hash and the salt are public from the chain's making on.
 */
export const crashChains = pgTable('crash_chains', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  seed: text('seed').notNull(),
  length: integer('length').notNull(),
  terminatingHash: text('terminating_hash').notNull(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One round per chain hash, at most once (the unique index is what keeps a restart from reusing a
 * hash). The whole timeline is fixed when the round is made: betting ends, the multiplier starts
 * rising at that instant and crashes when it reaches the point; `settledAt` marks the settlement.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => crashChains.id),
    chainIndex: integer('chain_index').notNull(),
    hash: text('hash').notNull(),
    crashPointCents: integer('crash_point_cents').notNull(),
    phase: text('phase').$type<'betting' | 'running' | 'crashed'>().notNull().default('betting'),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    crashesAt: timestamp('crashes_at', { withTimezone: true, precision: 3 }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('crash_rounds_chain_index').on(t.chainId, t.chainIndex)],
);

/** A player's one bet in a round, and how it ended. */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => crashRounds.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The page's id of the bet, so a retried bet answers the first one. */
    betId: text('bet_id').notNull(),
    playerMask: text('player_mask').notNull(),
    currency: text('currency').notNull(),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    autoCashoutCents: integer('auto_cashout_cents'),
    status: text('status').$type<'open' | 'cashed' | 'lost'>().notNull().default('open'),
    cashoutCents: integer('cashout_cents'),
    payoutCentavos: bigint('payout_centavos', { mode: 'number' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crash_bets_round_member').on(t.roundId, t.memberId),
    uniqueIndex('crash_bets_member_bet').on(t.memberId, t.betId),
    index('crash_bets_open').on(t.roundId, t.status),
  ],
);

/** Which node drives the round loop, for how long: another takes over once the lease runs out. */
export const crashLoopLease = pgTable('crash_loop_lease', {
  id: integer('id').primaryKey(),
  owner: text('owner').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});
