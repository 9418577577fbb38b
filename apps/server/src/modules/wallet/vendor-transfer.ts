import { SEAMLESS, type SeamlessBodies, type SeamlessValue } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type GamePost, postGameTransfer } from './ledger-repository.js';
import { publishBalance } from './publish-balance.js';
import { hashLaunchToken } from './vendor-session.js';
import type { WalletDeps } from './wallet-deps.js';

export type TransferAction = 'bet' | 'win' | 'rollback';
type TransferBody<A extends TransferAction> = SeamlessBodies[A];

function postOf(
  vendor: string,
  action: TransferAction,
  body: TransferBody<TransferAction>,
  shards: number,
): GamePost {
  return {
    vendor,
    key: body.transactionId,
    kind: action,
    memberId: Number(body.playerId),
    amount: 'amount' in body ? body.amount : 0,
    roundRef: body.roundId,
    gameId: 'gameId' in body ? body.gameId : null,
    referenceKey: 'referenceTransactionId' in body ? body.referenceTransactionId : null,
    tokenHash: 'token' in body ? hashLaunchToken(body.token) : null,
    tokenIdleSeconds: SEAMLESS.tokenIdleSeconds,
    houseShards: shards,
  };
}

/**
 * `bet`, `win` and `rollback` of the seamless wallet, for third-party vendors over HTTP and for our
 * own HOUSE games alike: idempotent on the vendor's transaction id (a replay answers as the first
 * time), a bet needs a live launch token, wins and rollbacks do not, and a rollback of a
 * transaction never seen is acknowledged (and that transaction refused if it comes later).
 * `db` may be a transaction of the caller's (the HOUSE engine's spin), which then publishes the
 * balance itself once it has committed.
 */
export async function vendorTransfer<A extends TransferAction>(
  deps: WalletDeps,
  db: DbOrTx,
  vendor: string,
  action: A,
  body: TransferBody<A>,
  { publish = true }: { publish?: boolean } = {},
): Promise<SeamlessValue> {
  const result = await postGameTransfer(db, postOf(vendor, action, body, deps.houseShards));
  const balance = result.memberBalance ?? 0;
  switch (result.outcome) {
    case 'posted':
    case 'replayed':
    case 'acknowledged':
      if (publish && result.outcome === 'posted' && result.currency && result.transferId !== null) {
        publishBalance(deps.bus, Number(body.playerId), result.currency, balance);
      }
      return {
        playerId: body.playerId,
        currency: result.currency ?? 'PHP',
        balance,
        transferId: result.transferId === null ? null : String(result.transferId),
      };
    case 'insufficient':
      throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount', balance, currency: result.currency });
    case 'settled':
      throw new AppError('ROUND_SETTLED', { field: 'roundId', balance, currency: result.currency });
    case 'token_expired':
      throw new AppError('TOKEN_EXPIRED', { field: 'token' });
    case 'unknown_player':
      throw new AppError('NOT_FOUND', { field: 'playerId' });
    case 'unknown_game':
      throw new AppError('NOT_FOUND', { field: 'gameId' });
    case 'not_yours':
      throw new AppError('TRANSACTION_CONFLICT', { field: 'roundId' });
    case 'conflict':
    case 'voided':
      throw new AppError('TRANSACTION_CONFLICT', { field: 'transactionId' });
    default: {
      const unhandled: never = result.outcome;
      throw new Error(`vendorTransfer has no answer for the ledger outcome ${String(unhandled)}`);
    }
  }
}
