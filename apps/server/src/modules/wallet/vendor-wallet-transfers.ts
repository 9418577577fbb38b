import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { houseAccountId, memberAccountId, postTransfer } from './ledger-repository.js';

/**
 * What a vendor's transfer wallet holds of our players' money is one house account per vendor (its
 * clearing account): our books say how much was sent there and not brought back, the vendor's
 * books say whose it is and what play made of it. Keys are the transfer order's id.
 */
const clearingAccount = (vendor: string) => `transfer:${vendor}:PHP:0`;
const SCOPE = 'vendor_transfer';

interface Movement {
  memberId: number;
  vendor: string;
  orderId: number;
  centavos: number;
}

function answer(result: Awaited<ReturnType<typeof postTransfer>>) {
  if (result.outcome === 'insufficient')
    throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount', balance: (result.memberBalance ?? 0) / 100 });
  if ((result.outcome !== 'posted' && result.outcome !== 'replayed') || result.transferId === null)
    throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });
  return { transferId: result.transferId, balance: result.memberBalance ?? 0 };
}

/** The main wallet to the vendor's clearing account, in the caller's transaction with the order. */
export async function sendToVendorWallet(db: DbOrTx, m: Movement) {
  const player = await memberAccountId(db, m.memberId, 'PHP');
  const house = await houseAccountId(db, clearingAccount(m.vendor), 'PHP');
  return answer(
    await postTransfer(db, {
      scope: SCOPE,
      key: `in:${m.orderId}`,
      kind: 'transfer_out',
      debitAccountId: player,
      creditAccountId: house,
      amount: m.centavos,
      memberId: m.memberId,
    }),
  );
}

/** The vendor said it paid out: its clearing account to the main wallet, once per order. */
export async function receiveFromVendorWallet(db: DbOrTx, m: Movement) {
  const player = await memberAccountId(db, m.memberId, 'PHP');
  const house = await houseAccountId(db, clearingAccount(m.vendor), 'PHP');
  return answer(
    await postTransfer(db, {
      scope: SCOPE,
      key: `out:${m.orderId}`,
      kind: 'transfer_in',
      debitAccountId: house,
      creditAccountId: player,
      amount: m.centavos,
      memberId: m.memberId,
    }),
  );
}

/** The vendor refused money we sent: the send reversed, which the ledger allows once. */
export async function returnVendorWalletSend(db: DbOrTx, m: Movement & { sendTransferId: number }) {
  const player = await memberAccountId(db, m.memberId, 'PHP');
  const house = await houseAccountId(db, clearingAccount(m.vendor), 'PHP');
  return answer(
    await postTransfer(db, {
      scope: SCOPE,
      key: `return:${m.orderId}`,
      kind: 'transfer_return',
      debitAccountId: house,
      creditAccountId: player,
      amount: m.centavos,
      memberId: m.memberId,
      reverses: m.sendTransferId,
    }),
  );
}
