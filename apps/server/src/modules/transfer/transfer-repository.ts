import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendors, vendorTransferOrders, vendorTransferWallets } from '../../db/schema/index.js';

export type TransferOrder = typeof vendorTransferOrders.$inferSelect;

/** Every transfer-wallet vendor with its label, for the member's wallet list. */
export async function listTransferWallets(db: DbOrTx) {
  return db
    .select({
      vendorCode: vendorTransferWallets.vendorCode,
      apiUrl: vendorTransferWallets.apiUrl,
      secret: vendorTransferWallets.secret,
      accountTypeName: vendors.accountTypeName,
      enabled: vendors.enabled,
    })
    .from(vendorTransferWallets)
    .innerJoin(vendors, eq(vendors.code, vendorTransferWallets.vendorCode))
    .orderBy(asc(vendors.position), asc(vendors.code));
}

export async function findTransferWallet(db: DbOrTx, vendorCode: string) {
  return (await listTransferWallets(db)).find((w) => w.vendorCode === vendorCode);
}

export async function vendorExists(db: DbOrTx, vendorCode: string) {
  const [row] = await db.select({ code: vendors.code }).from(vendors).where(eq(vendors.code, vendorCode));
  return row !== undefined;
}

/** Makes a vendor a transfer-wallet vendor, or changes its address and secret. */
export async function saveTransferWallet(db: DbOrTx, vendorCode: string, apiUrl: string, secret: string) {
  await db
    .insert(vendorTransferWallets)
    .values({ vendorCode, apiUrl, secret })
    .onConflictDoUpdate({
      target: vendorTransferWallets.vendorCode,
      set: { apiUrl, secret, updatedAt: new Date() },
    });
}

/** A new order, or undefined when the member's key already made one. */
export async function insertTransferOrder(
  db: DbOrTx,
  order: Pick<TransferOrder, 'memberId' | 'vendorCode' | 'requestId' | 'direction' | 'amount'>,
) {
  const [row] = await db
    .insert(vendorTransferOrders)
    .values({ ...order, currency: 'PHP' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findOrderByRequest(db: DbOrTx, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(vendorTransferOrders)
    .where(and(eq(vendorTransferOrders.memberId, memberId), eq(vendorTransferOrders.requestId, requestId)));
  return row;
}

export async function setSendTransfer(db: DbOrTx, orderId: number, transferId: number) {
  await db
    .update(vendorTransferOrders)
    .set({ ledgerTransferId: transferId })
    .where(eq(vendorTransferOrders.id, orderId));
}

/** The order locked until the transaction ends: who decides it first, decides it. */
export async function lockOrder(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(vendorTransferOrders)
    .where(eq(vendorTransferOrders.id, orderId))
    .for('update');
  return row;
}

export async function closeOrder(
  db: DbOrTx,
  orderId: number,
  closing: {
    status: 'done' | 'refused';
    ledgerTransferId?: number;
    returnTransferId?: number;
    reason?: string;
  },
) {
  await db
    .update(vendorTransferOrders)
    .set({ ...closing, settledAt: new Date() })
    .where(and(eq(vendorTransferOrders.id, orderId), eq(vendorTransferOrders.status, 'pending')));
}

/** Pending orders made before `before`, oldest first: those the reconciliation asks the vendor about. */
export async function listPendingOrders(db: DbOrTx, before: Date, limit: number) {
  return db
    .select()
    .from(vendorTransferOrders)
    .where(and(eq(vendorTransferOrders.status, 'pending'), lt(vendorTransferOrders.createdAt, before)))
    .orderBy(asc(vendorTransferOrders.createdAt))
    .limit(limit);
}
