import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Deposits: one order per member and client key (a retry makes no second order). A gateway order
 * is paid only by the gateway's signed notification, once, for the amount paid; the ledger
 * transfer that credits it is made in the same transaction that marks it paid.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    gateway: text('gateway'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    /** The gateway's checkout session: how its notification names the order. */
    gatewayRef: text('gateway_ref'),
    checkoutUrl: text('checkout_url'),
    /** The gateway's payment, once paid: the ledger transfer's idempotency key. */
    paymentRef: text('payment_ref'),
    paidAmount: bigint('paid_amount', { mode: 'number' }),
    /** A manual transfer: who sent it, the bank's reference, and the account it was sent to. */
    depositorName: text('depositor_name'),
    transferRef: text('transfer_ref'),
    receivingAccount: jsonb('receiving_account'),
    /** The operator's decision on a manual transfer: who, and why a rejection. */
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_request').on(t.memberId, t.requestId),
    uniqueIndex('deposit_orders_gateway_ref').on(t.gateway, t.gatewayRef),
    uniqueIndex('deposit_orders_payment_ref').on(t.gateway, t.paymentRef),
    index('deposit_orders_member').on(t.memberId, t.createdAt),
    index('deposit_orders_pending').on(t.status, t.id),
    check('deposit_orders_status', sql`${t.status} in ('pending', 'paid', 'failed', 'expired', 'rejected')`),
    check('deposit_orders_amount', sql`${t.amount} > 0`),
  ],
);

/** Every notification a gateway sent, and what became of it: the operator's record (S-14). */
export const gatewayNotifications = pgTable(
  'gateway_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id'),
    eventType: text('event_type'),
    orderId: bigint('order_id', { mode: 'number' }),
    /** credited, duplicate, ignored, or refused: and why. */
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    ip: text('ip'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gateway_notifications_received').on(t.receivedAt)],
);

/**
 * Where a member's withdrawals are paid: a bank account or e-wallet in the member's payee name. The
 * full number is kept for the operator's payout; every answer and log line masks it.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    branch: text('branch'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_cards_account').on(t.memberId, t.bankCode, t.accountNumber)],
);

/**
 * Withdrawals: the amount leaves the player's balance (a `withdraw` transfer to the house's
 * withdrawals account) in the transaction that creates the request, so it can be neither spent nor
 * asked for twice. A rejection or cancellation returns it with a `withdraw_return` transfer that
 * reverses the hold, which the ledger allows once.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    requestId: text('request_id').notNull(),
    bankCardId: integer('bank_card_id')
      .notNull()
      .references(() => bankCards.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).notNull(),
    returnTransferId: bigint('return_transfer_id', { mode: 'number' }),
    payoutRef: text('payout_ref'),
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawal_requests_request').on(t.memberId, t.requestId),
    index('withdrawal_requests_member').on(t.memberId, t.createdAt),
    index('withdrawal_requests_pending').on(t.status, t.id),
    check('withdrawal_requests_status', sql`${t.status} in ('pending', 'paid', 'rejected', 'cancelled')`),
    check('withdrawal_requests_amount', sql`${t.amount} > 0`),
  ],
);
