import { TRANSFER_WALLET } from '@app/contracts';
import { settleTransfer } from './settle-transfer.js';
import type { TransferDeps } from './transfer-deps.js';
import { findTransferWallet, listPendingOrders } from './transfer-repository.js';
import { VendorUnclear, vendorTransferStatus } from './vendor-api.js';
import { vendorTransferId } from './wallet-transfer.js';

const BATCH = 100;

/**
 * The transfers the vendor did not answer clearly, settled by asking it for each one's status (the
 * scheduled job and `npm run ops -- transfer reconcile`). An order younger than `olderThanMs` may
 * still have its call in flight and is left for the next pass. A vendor that still does not answer
 * leaves its orders pending: the money is neither credited twice nor lost, only late.
 */
export async function reconcileTransfers(
  deps: TransferDeps,
  { olderThanMs = TRANSFER_WALLET.reconcileAfterMs }: { olderThanMs?: number } = {},
) {
  const counts = { checked: 0, done: 0, refused: 0, pending: 0 };
  const orders = await listPendingOrders(deps.db, new Date(Date.now() - olderThanMs), BATCH);
  for (const order of orders) {
    counts.checked += 1;
    const wallet = await findTransferWallet(deps.db, order.vendorCode);
    try {
      if (!wallet) throw new VendorUnclear(`${order.vendorCode} is no longer a transfer-wallet vendor`);
      const verdict = await vendorTransferStatus(wallet, vendorTransferId(order.id), deps.timeoutMs);
      const settled = await settleTransfer(deps.db, deps.bus, order.id, verdict);
      if (settled?.status === 'done') counts.done += 1;
      else if (settled?.status === 'refused') counts.refused += 1;
      deps.log.info({ event: 'vendor_transfer_reconciled', orderId: order.id, status: settled?.status });
    } catch (error) {
      if (!(error instanceof VendorUnclear)) throw error;
      counts.pending += 1;
      deps.log.warn({ event: 'vendor_transfer_still_unclear', orderId: order.id, err: error });
    }
  }
  return counts;
}
