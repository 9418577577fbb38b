import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './account.js';
import { vendors } from './games.js';
import { ledgerTransfers } from './wallet.js';

/**
 * Vendors that keep their own wallet (R-WALLET-18): money is moved to and from them by
 * GCS_walletTransfer, over their API at `api_url`, signed with `secret`. A vendor without a row
 * here speaks the seamless wallet.
 */
export const vendorTransferWallets = pgTable('vendor_transfer_wallets', {
  vendorCode: text('vendor_code')
    .primaryKey()
    .references(() => vendors.code, { onDelete: 'restrict' }),
  apiUrl: text('api_url').notNull(),
  secret: text('secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One order per transfer, keyed by the member and the client's key. `in` goes to the vendor: the
 * main wallet is debited (`ledger_transfer_id`) with the order, before the vendor is called, and a
 * refusal reverses it once (`return_transfer_id`). `out` comes from the vendor: the main wallet is
 * credited only once the vendor says it applied. An order the vendor did not answer clearly stays
 * `pending` until the vendor's status for it is known (the reconciliation).
 */
export const vendorTransferOrders = pgTable(
  'vendor_transfer_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code, { onDelete: 'restrict' }),
    requestId: text('request_id').notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    returnTransferId: bigint('return_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    /** The vendor's reason for a refusal, as it said it. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_transfer_orders_request').on(t.memberId, t.requestId),
    index('vendor_transfer_orders_pending').on(t.status, t.createdAt),
    check('vendor_transfer_orders_direction', sql`${t.direction} in ('in', 'out')`),
    check('vendor_transfer_orders_status', sql`${t.status} in ('pending', 'done', 'refused')`),
    check('vendor_transfer_orders_amount', sql`${t.amount} > 0`),
  ],
);
