import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './account.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Ledger accounts: one per member and currency, and the house accounts that balance the books
 * (`bets:PHP:3`, `wins:DEMO:0`, `trial_credit:DEMO:0` …). The sum of all balances and of the
 * pending house rows is always zero. A member's account can never go negative; house accounts can.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Money outlives nothing it belongs to: a member with a ledger account cannot be deleted.
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'restrict' }),
    houseCode: text('house_code'),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member').on(t.memberId, t.currency),
    uniqueIndex('ledger_accounts_house').on(t.houseCode),
    check('ledger_accounts_currency', sql`${t.currency} in ('PHP', 'DEMO')`),
    check('ledger_accounts_owner', sql`(${t.memberId} is null) <> (${t.houseCode} is null)`),
    check('ledger_accounts_player_not_negative', sql`${t.memberId} is null or ${t.balance} >= 0`),
  ],
);

/**
 * One row per movement of money, written only by the `ledger_post` function (migration 0005), which
 * locks both accounts in id order, refuses a player's overdraft, and writes the two entries.
 * (scope, key) is the originator's idempotency key: a vendor code and its transaction id.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The member whose money moved, and their balance right after (the answer a replay repeats). */
    memberId: bigint('member_id', { mode: 'number' }),
    memberBalanceAfter: bigint('member_balance_after', { mode: 'number' }),
    roundRef: text('round_ref'),
    /** The transfer this one undoes (a rollback); each can be undone once. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency').on(t.scope, t.idempotencyKey),
    uniqueIndex('ledger_transfers_reverses').on(t.reversesId),
    index('ledger_transfers_member_time').on(t.memberId, t.createdAt),
    check('ledger_transfers_amount', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check(
      'ledger_transfers_kind',
      sql`${t.kind} in ('bet', 'win', 'rollback', 'trial_credit', 'deposit', 'withdraw', 'withdraw_return', 'bonus', 'rebate', 'deposit_bonus', 'bonus_forfeit', 'transfer_out', 'transfer_in', 'transfer_return', 'adjust', 'agent_salary', 'agent_dividend')`,
    ),
  ],
);

/** The two sides of every transfer: the sum of all entries is zero, and an account's entries sum to its balance. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The member's balance after the entry; null on the house side, whose balance is rolled up later. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
  },
  (t) => [index('ledger_entries_account').on(t.accountId, t.id)],
);

/**
 * House sides of transfers not yet added to their account's balance. A house account is shared by
 * every player, so updating its row in each transfer would make all of them wait on one row lock
 * until commit; instead each transfer appends here and `ledger_roll_up()` folds the rows into the
 * balances about once a second. Until then a house balance is its row plus its pending rows.
 */
export const ledgerHousePending = pgTable('ledger_house_pending', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerAccounts.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
});

/**
 * Transaction ids a vendor rolled back before we ever saw them: the late original is refused, so an
 * acknowledged rollback of an unknown transaction can never be followed by money moving.
 */
export const ledgerVoidedKeys = pgTable(
  'ledger_voided_keys',
  {
    scope: text('scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_voided_keys_key').on(t.scope, t.idempotencyKey)],
);

/**
 * The answers of vendor calls that moved no money (a win of zero, a rollback of a transaction never
 * seen), so that a replay gets the first answer and the id can never be reused for something else.
 */
export const ledgerAnswers = pgTable(
  'ledger_answers',
  {
    scope: text('scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    roundRef: text('round_ref').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    referenceKey: text('reference_key'),
    memberBalance: bigint('member_balance', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_answers_key').on(t.scope, t.idempotencyKey)],
);

/** Per-vendor secrets of the seamless-wallet HMAC (S-22), set by the operator. */
export const vendorWalletSecrets = pgTable('vendor_wallet_secrets', {
  vendorCode: text('vendor_code').primaryKey(),
  secret: text('secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
