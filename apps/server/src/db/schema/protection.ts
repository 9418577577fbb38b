import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A player's own limits (issue 16): deposit, loss and wager amounts in centavos per day, week or
 * month of the site's time zone, and the session time in minutes (period `session`). A lower value
 * applies at once; a higher one or a removal waits as `pending_*` until `confirmable_at`, when the
 * player must confirm it a second time.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The raise waiting for its cooling-off; null with `pending_remove` false: nothing waits. */
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    confirmableAt: timestamp('confirmable_at', { withTimezone: true }),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('protection_limits_kind', sql`${t.kind} in ('deposit', 'loss', 'wager', 'session')`),
    check(
      'protection_limits_period',
      sql`(${t.kind} = 'session') = (${t.period} = 'session') and ${t.period} in ('day', 'week', 'month', 'session')`,
    ),
    check(
      'protection_limits_amount',
      sql`${t.amount} > 0 and (${t.pendingAmount} is null or ${t.pendingAmount} > ${t.amount})`,
    ),
    check(
      'protection_limits_pending',
      sql`(${t.confirmableAt} is null) = (${t.pendingAmount} is null and not ${t.pendingRemove})`,
    ),
  ],
);

/**
 * Time-outs and self-exclusions a player took. Rows are never shortened: `ends_at` (null for a
 * permanent one) is fixed when taken; after it the player may ask to reopen, which takes effect
 * 24 hours later (`reopens_at`). A member is restricted while any row has no `reopens_at` or one
 * still ahead.
 */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    choice: text('choice').notNull(),
    startsAt: createdAt(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reopensAt: timestamp('reopens_at', { withTimezone: true }),
  },
  (t) => [
    index('protection_exclusions_member').on(t.memberId),
    check('protection_exclusions_kind', sql`${t.kind} in ('time_out', 'self_exclusion')`),
    check('protection_exclusions_reopen', sql`${t.reopensAt} is null or ${t.endsAt} is not null`),
  ],
);

/**
 * Exclusions received from PAGCOR's National Database of Restricted Persons, recorded by the
 * operator (`npm run ops -- exclusion add`). A member matches by mobile number or by payee name
 * (case and spaces aside); the birth date is kept to tell namesakes apart once members give theirs.
 * The row holds while `ends_at` is ahead (null: permanent).
 */
export const ndrpExclusions = pgTable(
  'ndrp_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fullName: text('full_name').notNull(),
    birthDate: date('birth_date'),
    mobileNum: text('mobile_num'),
    reference: text('reference').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    addedBy: text('added_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ndrp_exclusions_mobile').on(t.mobileNum),
    index('ndrp_exclusions_name').on(sql`lower(${t.fullName})`),
  ],
);

/**
 * Identity verification (issue 16, KYC) before the first withdrawal: a government ID's front and
 * back and a selfie, stored as files under the data directory (never under the web root; only the
 * operator reads them, through `npm run ops -- kyc show`). A member's status is their latest row;
 * at most one row of a member is pending.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** File names inside the KYC directory: random, never derived from what the player sent. */
    frontFile: text('front_file').notNull(),
    backFile: text('back_file').notNull(),
    selfieFile: text('selfie_file').notNull(),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('kyc_submissions_member').on(t.memberId, t.id),
    uniqueIndex('kyc_submissions_one_pending').on(t.memberId).where(sql`${t.status} = 'pending'`),
    check('kyc_submissions_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('kyc_submissions_reason', sql`(${t.status} = 'rejected') = (${t.reason} is not null)`),
  ],
);
