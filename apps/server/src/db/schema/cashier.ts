import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_request').on(t.memberId, t.requestId),
    uniqueIndex('deposit_orders_gateway_ref').on(t.gateway, t.gatewayRef),
    uniqueIndex('deposit_orders_payment_ref').on(t.gateway, t.paymentRef),
    index('deposit_orders_member').on(t.memberId, t.createdAt),
    check('deposit_orders_status', sql`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
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
