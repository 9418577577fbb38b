import { HOUSE_VENDOR, SEAMLESS, type SeamlessBodies, type SeamlessValue } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { betNeedsCheck, betRefusal } from '../protection/index.js';
import { type GamePost, lockMemberAccount, postGameTransfer, transferExists } from './ledger-repository.js';
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
  const post = postOf(vendor, action, body, deps.houseShards);
  const result = await (action === 'bet' ? guardedBet(db, post) : postGameTransfer(db, post));
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
    case 'limit':
      // A vendor knows no protection codes: it is told what its protocol has, insufficient funds.
      if (vendor !== HOUSE_VENDOR)
        throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount', balance, currency: result.currency });
      throw new AppError(result.refusal, { field: 'amount', balance, currency: result.currency });
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
      const unhandled: never = result;
      throw new Error(`vendorTransfer has no answer for the ledger outcome ${String(unhandled)}`);
    }
  }
}

type GuardedOutcome =
  | Awaited<ReturnType<typeof postGameTransfer>>
  | {
      outcome: 'limit';
      refusal: NonNullable<Awaited<ReturnType<typeof betRefusal>>>;
      memberBalance: number;
      currency: 'PHP';
      transferId: null;
    };

/**
 * A real-money bet held to the player's protection: a break, or a loss or wager limit it would pass.
 * Only a member with a limit or a break pays for it: the bet then runs under the member's account
 * lock (a savepoint inside a caller's transaction), so parallel bets are counted one after the other.
 * A replay of a bet already taken is not counted again: the ledger answers it as the first time.
 */
async function guardedBet(db: DbOrTx, post: GamePost): Promise<GuardedOutcome> {
  if (!Number.isSafeInteger(post.memberId) || !(await betNeedsCheck(db, post.memberId)))
    return postGameTransfer(db, post);
  return db.transaction(async (tx) => {
    const balance = await lockMemberAccount(tx, post.memberId, 'PHP');
    const refusal = (await transferExists(tx, post.vendor, post.key))
      ? null
      : await betRefusal(tx, post.memberId, post.amount);
    if (refusal)
      return {
        outcome: 'limit',
        refusal,
        memberBalance: balance,
        currency: 'PHP',
        transferId: null,
      } as const;
    return postGameTransfer(tx, post);
  });
}
