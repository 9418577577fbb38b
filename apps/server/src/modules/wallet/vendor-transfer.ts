import { HOUSE_VENDOR, SEAMLESS, type SeamlessBodies, type SeamlessValue } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { ledgerPosts } from '../../lib/metrics.js';
import { betNeedsCheck, betRefusal, membersNeedingBetCheck } from '../protection/index.js';
import {
  type GamePost,
  lockMemberAccount,
  postGameTransfer,
  postGameTransfers,
  readGamePostRow,
  transferExists,
} from './ledger-repository.js';
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
  return answerOf(deps, vendor, body, result, publish);
}

/** The most transfers one statement of a batch carries (a round's settlement may have thousands). */
const BATCH_STATEMENT_ROWS = 500;

/** One transfer's answer in a batch: its value, or the refusal `vendorTransfer` would throw. */
export type TransferAnswer = { ok: true; value: SeamlessValue } | { ok: false; error: AppError };

/**
 * Many `bet`s, or many `win`s, of one vendor in the caller's transaction `db`, as `vendorTransfer`
 * makes each (the same ledger function, each transfer with its own transaction id as idempotency
 * key, the same protection checks), in a few round trips for the whole batch instead of a few per
 * transfer. A refusal answers its own transfer and leaves the others be; an error of the database
 * throws, and the caller's transaction then takes none of them. Transfers of one player are made
 * in the order given.
 */
export async function vendorTransfers<A extends 'bet' | 'win'>(
  deps: WalletDeps,
  db: DbOrTx,
  vendor: string,
  action: A,
  bodies: TransferBody<A>[],
  { publish = true }: { publish?: boolean } = {},
): Promise<TransferAnswer[]> {
  const posts = bodies.map((body) => postOf(vendor, action, body, deps.houseShards));
  const guarded =
    action === 'bet'
      ? await membersNeedingBetCheck(
          db,
          posts.map((post) => post.memberId).filter((id) => Number.isSafeInteger(id)),
        )
      : new Set<number>();
  const plain = posts.flatMap((post, i) => (guarded.has(post.memberId) ? [] : [i]));
  const results: GuardedOutcome[] = new Array(posts.length);
  for (let from = 0; from < plain.length; from += BATCH_STATEMENT_ROWS) {
    const chunk = plain.slice(from, from + BATCH_STATEMENT_ROWS);
    const posted = await postGameTransfers(
      db,
      chunk.map((i) => posts[i] as GamePost),
    );
    for (const [k, i] of chunk.entries()) results[i] = posted[k] as GuardedOutcome;
  }
  for (const [i, post] of posts.entries())
    if (guarded.has(post.memberId)) results[i] = await guardedBet(db, post);
  return bodies.map((body, i): TransferAnswer => {
    try {
      return { ok: true, value: answerOf(deps, vendor, body, results[i] as GuardedOutcome, publish) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, error };
      throw error;
    }
  });
}

/**
 * The answer `vendorTransfers` gives for a row of `wallet_game_post` (transfer_id, outcome,
 * member_balance, currency) that another module's SQL function called in its own statement: Crash
 * writes a batch's bets with their bet rows in one call. Counted and answered as the wallet's own;
 * the caller publishes the balance once committed. Never for a bet that needs the protection check
 * (`membersNeedingBetCheck`): those go through `vendorTransfers`.
 */
export function gamePostAnswer<A extends 'bet' | 'win'>(
  deps: WalletDeps,
  vendor: string,
  action: A,
  body: TransferBody<A>,
  row: unknown,
): TransferAnswer {
  const result = readGamePostRow(row);
  ledgerPosts.inc({ kind: action, outcome: result.outcome });
  try {
    return { ok: true, value: answerOf(deps, vendor, body, result, false) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

/** What the seamless protocol answers for a ledger outcome: the value, or a refusal thrown. */
function answerOf(
  deps: WalletDeps,
  vendor: string,
  body: TransferBody<TransferAction>,
  result: GuardedOutcome,
  publish: boolean,
): SeamlessValue {
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
