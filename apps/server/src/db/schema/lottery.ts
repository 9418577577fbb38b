import type { LotteryBetType } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The house lotteries this install runs (their rules are the published ones in the contracts, by
 * code); the operator can pause one without losing its draws.
 */
export const lotteryGames = pgTable('lottery_games', {
  code: text('code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** Official games: how long before each draw betting closes; null is the game's published default. */
  closeBeforeSeconds: integer('close_before_seconds'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One draw of a game, made before betting on it opens. House draws: the secret seed is kept, its
 * SHA-256 commitment is public from the start; the numbers and the seed are shown once it is drawn.
 * Official draws have neither: their numbers come from a confirmed `lottery_results` row.
 * `status` goes open → settled in the one transaction that draws and settles it, or open →
 * cancelled (official draws, by an operator) in the one that refunds every ticket.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGames.code),
    drawNo: bigint('draw_no', { mode: 'number' }).notNull(),
    closesAt: at('closes_at').notNull(),
    drawAt: at('draw_at').notNull(),
    serverSeed: text('server_seed'),
    commitment: text('commitment'),
    status: text('status').$type<'open' | 'settled' | 'cancelled'>().notNull().default('open'),
    numbers: text('numbers'),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_no').on(t.gameCode, t.drawNo),
    index('lottery_draws_due').on(t.status, t.drawAt),
    check('lottery_draws_drawn', sql`(${t.status} = 'settled') = (${t.numbers} is not null)`),
  ],
);

/**
 * The result of an official draw as operators enter it: proposed by one, then confirmed (the draw
 * settles in the same transaction) or voided, with a reason, by another or the same. At most one
 * result of a draw is not voided.
 */
export const lotteryResults = pgTable(
  'lottery_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    numbers: text('numbers').notNull(),
    status: text('status').$type<'proposed' | 'confirmed' | 'voided'>().notNull().default('proposed'),
    proposedBy: text('proposed_by').notNull(),
    proposedAt: at('proposed_at').notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('lottery_results_live').on(t.drawId).where(sql`${t.status} <> 'voided'`),
    check('lottery_results_decided', sql`(${t.status} = 'proposed') = (${t.decidedBy} is null)`),
  ],
);

/** A player's order on one draw; it holds one or more sub-orders (numbers). */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    /** The page's id of the order: a retried order answers the first one. */
    clientOrderId: text('client_order_id').notNull(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    currency: text('currency').notNull(),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_orders_client').on(t.memberId, t.clientOrderId),
    index('lottery_orders_member_time').on(t.memberId, t.createdAt),
  ],
);

/**
 * One bet of an order: its type, numbers, stake (unit × multiplier) and the odds it was sold at.
 * `pickKey` is the pick's digits sorted, so that rambolito wins are one comparison in SQL.
 */
export const lotterySubOrders = pgTable(
  'lottery_sub_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryOrders.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    betType: text('bet_type').$type<LotteryBetType>().notNull(),
    pick: text('pick').notNull(),
    pickKey: text('pick_key').notNull(),
    unitCentavos: bigint('unit_centavos', { mode: 'number' }).notNull(),
    multiplier: integer('multiplier').notNull(),
    stakeCentavos: bigint('stake_centavos', { mode: 'number' }).notNull(),
    odds: integer('odds').notNull(),
    status: text('status').$type<'pending' | 'won' | 'lost' | 'cancelled'>().notNull().default('pending'),
    payoutCentavos: bigint('payout_centavos', { mode: 'number' }),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('lottery_sub_orders_draw').on(t.drawId, t.status),
    index('lottery_sub_orders_order').on(t.orderId),
    check('lottery_sub_orders_stake', sql`${t.stakeCentavos} = ${t.unitCentavos} * ${t.multiplier}`),
  ],
);

/** Which node draws and settles, for how long: another takes over once the lease runs out. */
export const lotteryLease = pgTable('lottery_lease', {
  id: integer('id').primaryKey(),
  owner: text('owner').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});
