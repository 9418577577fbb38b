import { and, asc, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { depositOrders, gatewayNotifications } from '../../db/schema/index.js';

export type DepositRow = typeof depositOrders.$inferSelect;

/** bigint columns come back as strings from node-postgres and as numbers from PGlite. */
const nullableNumber = z
  .union([z.number(), z.string().regex(/^-?\d+$/u)])
  .nullable()
  .transform((v) => (v === null ? null : Number(v)));

/** A new order, or undefined when the member already made one with this key. */
export async function insertOrder(
  db: DbOrTx,
  order: Pick<
    typeof depositOrders.$inferInsert,
    | 'memberId'
    | 'requestId'
    | 'method'
    | 'gateway'
    | 'amount'
    | 'currency'
    | 'expiresAt'
    | 'depositorName'
    | 'transferRef'
    | 'receivingAccount'
  >,
) {
  const [row] = await db.insert(depositOrders).values(order).onConflictDoNothing().returning();
  return row;
}

export async function findOrderByRequest(db: DbOrTx, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)));
  return row;
}

/** Stores the order's checkout unless one is already stored (false then): the first one stays. */
export async function setCheckout(db: DbOrTx, id: number, gatewayRef: string, checkoutUrl: string) {
  const stored = await db
    .update(depositOrders)
    .set({ gatewayRef, checkoutUrl })
    .where(and(eq(depositOrders.id, id), isNull(depositOrders.checkoutUrl)))
    .returning({ id: depositOrders.id });
  return stored.length > 0;
}

/** A pending order without a checkout, failed: one whose checkout was stored can still be paid. */
export async function markFailed(db: DbOrTx, id: number) {
  await db
    .update(depositOrders)
    .set({ status: 'failed', settledAt: sql`now()` })
    .where(
      and(eq(depositOrders.id, id), eq(depositOrders.status, 'pending'), isNull(depositOrders.checkoutUrl)),
    );
}

const settleRow = z.object({
  outcome: z.enum(['credited', 'duplicate', 'refused']),
  order_id: nullableNumber,
  member_id: nullableNumber,
  member_balance: nullableNumber,
  detail: z.string().nullable(),
});

/** A paid notification through `deposit_settle` (migrations 0011, 0033): credit, duplicate or refusal. */
export async function settlePaidNotification(
  db: DbOrTx,
  n: {
    gateway: string;
    checkoutRef: string;
    paymentRef: string;
    amount: number;
    currency: string;
    eventId: string;
    eventType: string;
    ip: string;
  },
) {
  const { rows } = await db.execute(sql`
    select * from deposit_settle(${n.gateway}, ${n.checkoutRef}, ${n.paymentRef}, ${n.amount}, ${n.currency},
      ${n.eventId}, ${n.eventType}, ${n.ip})`);
  const row = settleRow.parse(rows[0]);
  return {
    outcome: row.outcome,
    orderId: row.order_id,
    memberId: row.member_id,
    balance: row.member_balance,
    detail: row.detail,
  };
}

export async function findMemberOrder(db: DbOrTx, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.id, id)));
  return row;
}

export async function listMemberOrders(
  db: DbOrTx,
  memberId: number,
  range: { from: Date; to: Date },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(depositOrders.memberId, memberId),
    gte(depositOrders.createdAt, range.from),
    lt(depositOrders.createdAt, range.to),
  );
  const rows = await db
    .select()
    .from(depositOrders)
    .where(where)
    .orderBy(desc(depositOrders.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(depositOrders).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function recordNotification(
  db: DbOrTx,
  entry: Omit<typeof gatewayNotifications.$inferInsert, 'id' | 'receivedAt'>,
) {
  await db.insert(gatewayNotifications).values(entry);
}

/** A manual order, locked for the operator's decision. */
export async function lockManualOrder(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.id, id), isNull(depositOrders.gateway)))
    .for('update');
  return row;
}

export async function markReviewed(
  db: DbOrTx,
  id: number,
  decision: {
    status: 'paid' | 'rejected';
    paidAmount: number | null;
    reviewedBy: string;
    note: string | null;
  },
) {
  await db
    .update(depositOrders)
    .set({
      status: decision.status,
      paidAmount: decision.paidAmount,
      reviewedBy: decision.reviewedBy,
      reviewNote: decision.note,
      settledAt: sql`now()`,
    })
    .where(eq(depositOrders.id, id));
}

/** Manual orders waiting for the operator, oldest first. */
export async function listPendingManualOrders(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.status, 'pending'), isNull(depositOrders.gateway)))
    .orderBy(asc(depositOrders.id))
    .limit(limit);
}
