import { CURRENCIES, type Currency, type TxCode } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { ledgerPosts } from '../../lib/metrics.js';

/** What `ledger_post` answers (migration 0006). */
const POST_OUTCOMES = ['posted', 'replayed', 'conflict', 'insufficient', 'voided'] as const;
/** What `wallet_game_post` answers besides those. */
const GAME_POST_OUTCOMES = [
  ...POST_OUTCOMES,
  'acknowledged',
  'unknown_player',
  'unknown_game',
  'settled',
  'not_yours',
  'token_expired',
] as const;
export type PostOutcome = (typeof POST_OUTCOMES)[number];
export type GamePostOutcome = (typeof GAME_POST_OUTCOMES)[number];

/** bigint columns come back as strings from node-postgres and as numbers from PGlite. */
const amount = z
  .union([z.number(), z.string().regex(/^-?\d+$/)])
  .nullable()
  .transform((v) => (v === null ? null : Number(v)));

/**
 * A row of the ledger functions, checked: an outcome this code does not know (a migration ahead of it)
 * is an error here, not a value that falls through every branch.
 */
const postRow = z.object({ transfer_id: amount, outcome: z.enum(POST_OUTCOMES), member_balance: amount });
const gamePostRow = z.object({
  transfer_id: amount,
  outcome: z.enum(GAME_POST_OUTCOMES),
  member_balance: amount,
  currency: z.enum(CURRENCIES).nullable(),
});

export function readPostRow(row: unknown): PostResult {
  const { transfer_id, outcome, member_balance } = postRow.parse(row);
  return { transferId: transfer_id, outcome, memberBalance: member_balance };
}

export function readGamePostRow(row: unknown): PostResult<GamePostOutcome> & { currency: Currency | null } {
  const { transfer_id, outcome, member_balance, currency } = gamePostRow.parse(row);
  return { transferId: transfer_id, outcome, memberBalance: member_balance, currency };
}

export interface PostResult<O extends string = PostOutcome> {
  transferId: number | null;
  outcome: O;
  memberBalance: number | null;
}

/** The member's account in a currency (made on first use). */
export async function memberAccountId(db: DbOrTx, memberId: number, currency: Currency): Promise<number> {
  const { rows } = await db.execute(sql`select ledger_member_account(${memberId}, ${currency}) as id`);
  return Number(rows[0]?.id);
}

/** A house account by its code (made on first use). */
export async function houseAccountId(db: DbOrTx, code: string, currency: Currency): Promise<number> {
  const { rows } = await db.execute(sql`select ledger_house_account(${code}, ${currency}) as id`);
  return Number(rows[0]?.id);
}

export interface Transfer {
  scope: string;
  key: string;
  kind: TxCode;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  memberId: number;
  roundRef?: string | null;
  /** The transfer this one undoes; the ledger lets each be undone once. */
  reverses?: number | null;
}

/** One transfer through `ledger_post` (migration 0006): locks, idempotency and overdraft in one call. */
export async function postTransfer(db: DbOrTx, t: Transfer): Promise<PostResult> {
  const { rows } = await db.execute(sql`
    select * from ledger_post(${t.scope}, ${t.key}, ${t.kind}, ${t.debitAccountId}, ${t.creditAccountId},
      ${t.amount}, ${t.memberId}, ${t.roundRef ?? null}, ${t.reverses ?? null})`);
  const result = readPostRow(rows[0]);
  ledgerPosts.inc({ kind: t.kind, outcome: result.outcome });
  return result;
}

export interface GamePost {
  vendor: string;
  key: string;
  kind: 'bet' | 'win' | 'rollback';
  memberId: number;
  amount: number;
  roundRef: string;
  gameId: string | null;
  referenceKey: string | null;
  tokenHash: string | null;
  tokenIdleSeconds: number;
  houseShards: number;
}

/** A vendor's bet, win or rollback with its game round, through `wallet_game_post` (migration 0006). */
export async function postGameTransfer(
  db: DbOrTx,
  p: GamePost,
): Promise<PostResult<GamePostOutcome> & { currency: Currency | null }> {
  const { rows } = await db.execute(sql`
    select * from wallet_game_post(${p.vendor}, ${p.key}, ${p.kind}, ${p.memberId}, ${p.amount}, ${p.roundRef},
      ${p.gameId}, ${p.referenceKey}, ${p.tokenHash}, ${p.tokenIdleSeconds}, ${p.houseShards})`);
  const result = readGamePostRow(rows[0]);
  ledgerPosts.inc({ kind: p.kind, outcome: result.outcome });
  return result;
}

/**
 * Many vendor calls of one vendor through `wallet_game_post`, one call per row and in the order
 * given, in a single statement: what `postGameTransfer` answers for each, in one round trip.
 */
export async function postGameTransfers(
  db: DbOrTx,
  posts: GamePost[],
): Promise<(PostResult<GamePostOutcome> & { currency: Currency | null })[]> {
  const first = posts[0];
  if (!first) return [];
  if (posts.some((p) => p.vendor !== first.vendor || p.houseShards !== first.houseShards))
    throw new Error('postGameTransfers: one vendor and one house sharding per batch');
  const rows = JSON.stringify(
    posts.map((p, n) => ({
      n,
      key: p.key,
      kind: p.kind,
      member: p.memberId,
      amount: p.amount,
      round: p.roundRef,
      game: p.gameId,
      ref: p.referenceKey,
      token: p.tokenHash,
      idle: p.tokenIdleSeconds,
    })),
  );
  const { rows: answers } = await db.execute(sql`
    select p.n, r.* from jsonb_to_recordset(${rows}::jsonb)
      as p(n int, key text, kind text, member bigint, amount bigint, round text, game text, ref text,
           token text, idle int)
    cross join lateral wallet_game_post(${first.vendor}::text, p.key, p.kind, p.member, p.amount, p.round,
      p.game, p.ref, p.token, p.idle, ${first.houseShards}::int) r
    order by p.n`);
  if (answers.length !== posts.length)
    throw new Error(`postGameTransfers: ${answers.length} answers for ${posts.length} calls`);
  return answers.map((row, i) => {
    const result = readGamePostRow({ ...row, n: undefined });
    ledgerPosts.inc({ kind: posts[i]?.kind ?? 'bet', outcome: result.outcome });
    return result;
  });
}

/** The member's balances by currency (no row for a currency never used). */
export async function memberBalances(
  db: DbOrTx,
  memberId: number,
): Promise<{ currency: Currency; balance: number }[]> {
  const { rows } = await db.execute(
    sql`select currency, balance from ledger_accounts where member_id = ${memberId} order by currency`,
  );
  return rows.map((r) => ({ currency: r.currency as Currency, balance: Number(r.balance) }));
}

/** Folds the house sides of recent transfers into the house balances (see ledger_house_pending). */
export async function rollUpHouseBalances(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute(sql`select ledger_roll_up() as accounts`);
  return Number(rows[0]?.accounts ?? 0);
}

/** The books as a whole, pending house rows included: every figure must be zero but `transfers`. */
export async function ledgerTotals(db: DbOrTx) {
  const { rows } = await db.execute(sql`
    with pending as (select account_id, sum(amount) as amount from ledger_house_pending group by account_id)
    select
      (select coalesce(sum(balance), 0) from ledger_accounts)
        + (select coalesce(sum(amount), 0) from pending) as balance_sum,
      (select coalesce(sum(amount), 0) from ledger_entries) as entry_sum,
      (select count(*) from ledger_accounts where member_id is not null and balance < 0) as negative_players,
      (select count(*) from ledger_accounts a
         where a.balance + coalesce((select p.amount from pending p where p.account_id = a.id), 0)
           <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id))
        as accounts_off_entries,
      (select count(*) from ledger_transfers) as transfers`);
  const row = rows[0] as Record<string, unknown>;
  return {
    balanceSum: Number(row.balance_sum),
    entrySum: Number(row.entry_sum),
    negativePlayers: Number(row.negative_players),
    accountsOffEntries: Number(row.accounts_off_entries),
    transfers: Number(row.transfers),
  };
}

/**
 * Locks the member's account in a currency (made on first use) until the transaction ends, and
 * answers its balance: what a rule read before a transfer needs, so no bet or other request of the
 * same member changes the figures between the check and the transfer.
 */
export async function lockMemberAccount(db: DbOrTx, memberId: number, currency: Currency) {
  const id = await memberAccountId(db, memberId, currency);
  const { rows } = await db.execute(sql`select balance from ledger_accounts where id = ${id} for update`);
  return Number(rows[0]?.balance ?? 0);
}

/** Whether an originator's key already made a transfer (a replay the ledger will answer as before). */
export async function transferExists(db: DbOrTx, scope: string, key: string): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select 1 from ledger_transfers where scope = ${scope} and idempotency_key = ${key}`,
  );
  return rows.length > 0;
}
