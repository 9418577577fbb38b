import type { Db } from '../../db/client.js';
import type { LiveBus } from '../live/index.js';
import { publishBalance, receiveFromVendorWallet, returnVendorWalletSend } from '../wallet/index.js';
import { closeOrder, lockOrder, type TransferOrder } from './transfer-repository.js';
import type { VendorVerdict } from './vendor-api.js';

/**
 * Applies the vendor's verdict to a pending order, once, whoever brings it (the player's request or
 * the reconciliation): under the order's row lock, `applied` credits an `out` order and closes it,
 * `refused` reverses an `in` order's send and closes it. An order already closed is left as it is.
 * Answers the order as it now stands.
 */
export async function settleTransfer(
  db: Db,
  bus: LiveBus,
  orderId: number,
  verdict: VendorVerdict,
): Promise<TransferOrder | undefined> {
  const settled = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'pending') return { order, balance: null };
    const movement = {
      memberId: order.memberId,
      vendor: order.vendorCode,
      orderId: order.id,
      centavos: order.amount,
    };
    if (verdict.kind === 'applied') {
      if (order.direction === 'in') {
        await closeOrder(tx, order.id, { status: 'done' });
        return { order: { ...order, status: 'done' }, balance: null };
      }
      const credit = await receiveFromVendorWallet(tx, movement);
      await closeOrder(tx, order.id, { status: 'done', ledgerTransferId: credit.transferId });
      return {
        order: { ...order, status: 'done', ledgerTransferId: credit.transferId },
        balance: credit.balance,
      };
    }
    if (order.direction === 'out') {
      await closeOrder(tx, order.id, { status: 'refused', reason: verdict.reason });
      return { order: { ...order, status: 'refused', reason: verdict.reason }, balance: null };
    }
    if (order.ledgerTransferId === null)
      throw new Error(`transfer order ${order.id} is pending without the send it holds`);
    const back = await returnVendorWalletSend(tx, { ...movement, sendTransferId: order.ledgerTransferId });
    await closeOrder(tx, order.id, {
      status: 'refused',
      returnTransferId: back.transferId,
      reason: verdict.reason,
    });
    return {
      order: { ...order, status: 'refused', returnTransferId: back.transferId, reason: verdict.reason },
      balance: back.balance,
    };
  });
  if (settled.order && settled.balance !== null)
    publishBalance(bus, settled.order.memberId, 'PHP', settled.balance);
  return settled.order;
}
