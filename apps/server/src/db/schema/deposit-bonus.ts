import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';
import { depositOrders } from './cashier.js';
import { ledgerTransfers } from './wallet.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A deposit promotion as the operator set it (`ops bonus promo-add`); hidden ones take no new members. */
export const depositPromos = pgTable(
  'deposit_promos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    terms: jsonb('terms').$type<Record<string, string>>().notNull(),
    /** Basis points of the deposit (5000 = 50 %). */
    percentBp: integer('percent_bp').notNull(),
    maxBonus: bigint('max_bonus', { mode: 'number' }).notNull(),
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
    expiryDays: integer('expiry_days').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Whether a member may join it once only. */
    oncePerMember: boolean('once_per_member').notNull().default(true),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('deposit_promos_percent', sql`${t.percentBp} between 1 and 100000`),
    check('deposit_promos_amounts', sql`${t.maxBonus} > 0 and ${t.minDeposit} > 0`),
    check('deposit_promos_wagering', sql`${t.wageringMultiple} between 1 and 100`),
    check('deposit_promos_expiry', sql`${t.expiryDays} between 1 and 365`),
  ],
);

/**
 * A member's bonus from joining a promotion for a deposit. Its money is credited to the member's
 * account by a ledger transfer when the deposit is paid; `locked` is the part of the balance that is
 * still bonus money (spent after real money, never withdrawable), kept by the trigger of migration
 * 0015 in the transaction of every transfer that moves it, each change written in member_bonus_moves.
 */
export const memberBonuses = pgTable(
  'member_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    promoId: bigint('promo_id', { mode: 'number' })
      .notNull()
      .references(() => depositPromos.id, { onDelete: 'restrict' }),
    depositOrderId: bigint('deposit_order_id', { mode: 'number' })
      .notNull()
      .references(() => depositOrders.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    locked: bigint('locked', { mode: 'number' }).notNull().default(0),
    wageringRequired: bigint('wagering_required', { mode: 'number' }).notNull().default(0),
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    grantTransferId: bigint('grant_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    forfeitTransferId: bigint('forfeit_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_bonuses_order').on(t.depositOrderId),
    // One bonus runs at a time: joining a second is refused by the key, whatever the races.
    uniqueIndex('member_bonuses_one_open').on(t.memberId).where(sql`${t.status} in ('pending', 'active')`),
    index('member_bonuses_member').on(t.memberId, t.promoId),
    index('member_bonuses_expiry').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    check(
      'member_bonuses_status',
      sql`${t.status} in ('pending', 'active', 'completed', 'forfeited', 'expired', 'spent', 'cancelled')`,
    ),
    check('member_bonuses_locked', sql`${t.locked} >= 0`),
  ],
);

/** Each change of a bonus's locked money and wagering, with the ledger transfer that caused it. */
export const memberBonusMoves = pgTable(
  'member_bonus_moves',
  {
    transferId: bigint('transfer_id', { mode: 'number' })
      .primaryKey()
      .references(() => ledgerTransfers.id),
    memberBonusId: bigint('member_bonus_id', { mode: 'number' })
      .notNull()
      .references(() => memberBonuses.id),
    lockedDelta: bigint('locked_delta', { mode: 'number' }).notNull(),
    wageredDelta: bigint('wagered_delta', { mode: 'number' }).notNull(),
  },
  (t) => [index('member_bonus_moves_bonus').on(t.memberBonusId)],
);
