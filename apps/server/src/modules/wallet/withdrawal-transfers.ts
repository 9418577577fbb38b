import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { houseAccountId, memberAccountId, postTransfer } from './ledger-repository.js';

const WITHDRAWALS_ACCOUNT = 'withdrawals:PHP:0';

/**
 * A withdrawal's amount leaves the player for the house's withdrawals account, once per member and
 * client key, in the caller's transaction with the request it holds for (`replayed` when that key
 * already held). A balance too low refuses with the balance in the error.
 */
export async function holdWithdrawal(db: DbOrTx, memberId: number, centavos: number, requestId: string) {
  const player = await memberAccountId(db, memberId, 'PHP');
  const house = await houseAccountId(db, WITHDRAWALS_ACCOUNT, 'PHP');
  const result = await postTransfer(db, {
    scope: 'withdraw',
    key: `hold:${memberId}:${requestId}`,
    kind: 'withdraw',
    debitAccountId: player,
    creditAccountId: house,
    amount: centavos,
    memberId,
  });
  if (result.outcome === 'insufficient')
    throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount', balance: (result.memberBalance ?? 0) / 100 });
  if ((result.outcome !== 'posted' && result.outcome !== 'replayed') || result.transferId === null)
    throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });
  return {
    transferId: result.transferId,
    balance: result.memberBalance ?? 0,
    replayed: result.outcome === 'replayed',
  };
}

/**
 * A rejected or cancelled withdrawal's amount back to the player: the reversal of its hold, which
 * the ledger makes at most once whoever asks (the operator and the player at the same moment).
 */
export async function returnWithdrawal(
  db: DbOrTx,
  withdrawal: { id: number; memberId: number; amount: number; holdTransferId: number },
) {
  const player = await memberAccountId(db, withdrawal.memberId, 'PHP');
  const house = await houseAccountId(db, WITHDRAWALS_ACCOUNT, 'PHP');
  const result = await postTransfer(db, {
    scope: 'withdraw',
    key: `return:${withdrawal.id}`,
    kind: 'withdraw_return',
    debitAccountId: house,
    creditAccountId: player,
    amount: withdrawal.amount,
    memberId: withdrawal.memberId,
    reverses: withdrawal.holdTransferId,
  });
  if (result.outcome !== 'posted' && result.outcome !== 'replayed')
    throw new AppError('TRANSACTION_CONFLICT', { field: 'withdrawalId' });
  return { transferId: result.transferId, balance: result.memberBalance ?? 0 };
}
