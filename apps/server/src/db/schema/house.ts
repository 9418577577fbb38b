import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';

const memberRef = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * The provably-fair seed pairs of the in-house games (H-3): the server seed stays secret, only its
 * SHA-256 shown, until the player rotates it; each spin uses the next nonce of the active pair.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_seeds_one_active').on(t.memberId).where(sql`${t.active}`),
    index('house_seeds_member').on(t.memberId, t.id),
  ],
);

/** Every in-house spin with what it took to draw it, so the player can recompute it. */
export const houseSpins = pgTable(
  'house_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    spinId: text('spin_id').notNull(),
    roundRef: text('round_ref').notNull(),
    gameCode: text('game_code').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => houseSeeds.id, { onDelete: 'cascade' }),
    nonce: integer('nonce').notNull(),
    stops: jsonb('stops').$type<number[]>().notNull(),
    /** The whole answer of the spin, returned again when the game retries the same spin id. */
    result: jsonb('result').notNull(),
    lineBetCentavos: bigint('line_bet_centavos', { mode: 'number' }).notNull(),
    betCentavos: bigint('bet_centavos', { mode: 'number' }).notNull(),
    winCentavos: bigint('win_centavos', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('house_spins_member_spin').on(t.memberId, t.spinId),
    uniqueIndex('house_spins_round').on(t.roundRef),
  ],
);
