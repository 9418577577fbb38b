import { centavosOfPesos, centavosToPesos, TRANSFER_WALLET, type WalletTransferValue } from '@app/contracts';
import { AppError } from '../../lib/app-error.js';
import { runningBonus } from '../promotions/index.js';
import { lockMemberAccount, memberBalances, publishBalance, sendToVendorWallet } from '../wallet/index.js';
import { settleTransfer } from './settle-transfer.js';
import type { TransferDeps } from './transfer-deps.js';
import {
  findOrderByRequest,
  findTransferWallet,
  insertTransferOrder,
  setSendTransfer,
  type TransferOrder,
} from './transfer-repository.js';
import { requestVendorTransfer, VendorUnclear, vendorBalance } from './vendor-api.js';

export interface WalletTransferRequest {
  memberId: number;
  from: string;
  to: string;
  amount: number;
  requestId: string;
}

/** Our id of an order at the vendor's. */
export const vendorTransferId = (orderId: number) => `T${orderId}`;

/**
 * GCS_walletTransfer (R-API-85): moves money between the main wallet and a vendor's transfer wallet.
 * Into the vendor: under the member's account lock, the money that is not locked bonus money is
 * debited to the vendor's clearing account with the order, then the vendor is asked. Out of the
 * vendor: the order, then the vendor, and the credit only once it says it paid. A clear refusal
 * undoes the order once; an unclear answer leaves it pending for the reconciliation.
 */
export async function walletTransfer(
  deps: TransferDeps,
  request: WalletTransferRequest,
): Promise<WalletTransferValue> {
  const direction = request.from === TRANSFER_WALLET.mainWallet ? 'in' : 'out';
  const vendorCode = direction === 'in' ? request.to : request.from;
  const field = direction === 'in' ? 'to' : 'from';
  const wallet = await findTransferWallet(deps.db, vendorCode);
  // A disabled vendor takes no more money, but what it holds can still come back.
  if (!wallet || (direction === 'in' && !wallet.enabled)) throw new AppError('NOT_FOUND', { field });
  const centavos = centavosOfPesos(request.amount);
  if (centavos === null) throw new AppError('VALIDATION_ERROR', { field: 'amount' });

  const order = await openOrder(deps, request, { vendorCode, direction, centavos });
  if (order.vendorCode !== vendorCode || order.direction !== direction || order.amount !== centavos)
    throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });

  let settled: TransferOrder | undefined = order;
  if (order.status === 'pending') {
    try {
      const verdict = await requestVendorTransfer(
        wallet,
        {
          transferId: vendorTransferId(order.id),
          playerId: String(request.memberId),
          direction,
          centavos,
        },
        deps.timeoutMs,
      );
      settled = await settleTransfer(deps.db, deps.bus, order.id, verdict);
    } catch (error) {
      if (!(error instanceof VendorUnclear)) throw error;
      deps.log.warn({ event: 'vendor_transfer_unclear', orderId: order.id, vendor: vendorCode, err: error });
    }
  }
  if (settled?.status === 'refused')
    throw new AppError('TRANSFER_REFUSED', { field: 'amount', reason: settled.reason ?? '' });
  return {
    transferId: String(order.id),
    status: settled?.status === 'done' ? 'done' : 'pending',
    vendor: vendorCode,
    direction,
    amount: centavosToPesos(centavos),
    mainBalance: centavosToPesos(
      (await memberBalances(deps.db, request.memberId)).find((b) => b.currency === 'PHP')?.balance ?? 0,
    ),
    vendorBalance: await vendorBalance(wallet, String(request.memberId)).then(centavosToPesos, () => null),
  };
}

/** The member's order for this key: made now (with its send, for `in`), or the one a retry finds. */
async function openOrder(
  deps: TransferDeps,
  request: WalletTransferRequest,
  o: { vendorCode: string; direction: 'in' | 'out'; centavos: number },
): Promise<TransferOrder> {
  const earlier = await findOrderByRequest(deps.db, request.memberId, request.requestId);
  if (earlier) return earlier;
  const fields = {
    memberId: request.memberId,
    vendorCode: o.vendorCode,
    requestId: request.requestId,
    direction: o.direction,
    amount: o.centavos,
  };
  if (o.direction === 'out') {
    const made = await insertTransferOrder(deps.db, fields);
    return made ?? (await findOrderByRequest(deps.db, request.memberId, request.requestId)) ?? missing();
  }
  const made = await deps.db.transaction(async (tx) => {
    const balance = await lockMemberAccount(tx, request.memberId, 'PHP');
    const order = await insertTransferOrder(tx, fields);
    if (!order)
      return { order: await findOrderByRequest(tx, request.memberId, request.requestId), balance: null };
    // Locked bonus money is wagered at our games, where its wagering is counted: it stays here.
    const locked = Math.round(((await runningBonus(tx, request.memberId))?.locked ?? 0) * 100);
    if (o.centavos > balance - locked)
      throw new AppError('INSUFFICIENT_FUNDS', {
        field: 'amount',
        balance: centavosToPesos(Math.max(0, balance - locked)),
      });
    const send = await sendToVendorWallet(tx, {
      memberId: request.memberId,
      vendor: o.vendorCode,
      orderId: order.id,
      centavos: o.centavos,
    });
    await setSendTransfer(tx, order.id, send.transferId);
    return { order: { ...order, ledgerTransferId: send.transferId }, balance: send.balance };
  });
  if (made.balance !== null) publishBalance(deps.bus, request.memberId, 'PHP', made.balance);
  return made.order ?? missing();
}

function missing(): never {
  throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });
}
