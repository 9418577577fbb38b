import type { CrashBetTotals, CrashBetView, CrashBoardRow, Currency } from '@app/contracts';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { crashBets } from '../../db/schema/index.js';

export type CrashBetRow = typeof crashBets.$inferSelect;

export const betView = (bet: CrashBetRow): CrashBetView => ({
  id: bet.id,
  roundId: bet.roundId,
  player: bet.playerMask,
  amountCentavos: bet.amountCentavos,
  currency: bet.currency as Currency,
  autoCashoutCents: bet.autoCashoutCents,
  status: bet.status,
  cashoutCents: bet.cashoutCents,
  payoutCentavos: bet.payoutCentavos,
});

/** Names the per-member lock of Crash bets among the database's advisory locks. */
const BET_LOCK_SPACE = 0x43_52_53_48; // "CRSH"

/**
 * Takes each member's bet lock until the transaction ends, in the order given (callers sort the ids,
 * so two batches never wait on each other in a circle): a member's bets are decided one at a time.
 */
export async function lockBetMembers(db: DbOrTx, memberIds: number[]) {
  if (memberIds.length === 0) return;
  await db.execute(sql`
    select pg_advisory_xact_lock(${BET_LOCK_SPACE}::int, (m::bigint % 2147483647)::int)
    from jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb) m`);
}

/**
 * What new bets must know of, in one query: each member's bet of the same id (a retry, in any
 * round) and their bet in the round taking bets, by member.
 */
export async function findRetriesOrRoundBets(
  db: DbOrTx,
  bets: { memberId: number; betId: string }[],
  roundId: number | null,
) {
  const found = new Map<number, { retried?: CrashBetRow; inRound?: CrashBetRow }>();
  if (bets.length === 0) return found;
  const betIds = bets.map((bet) => bet.betId);
  const rows = await db
    .select()
    .from(crashBets)
    .where(
      and(
        inArray(
          crashBets.memberId,
          bets.map((bet) => bet.memberId),
        ),
        roundId === null
          ? inArray(crashBets.betId, betIds)
          : or(inArray(crashBets.betId, betIds), eq(crashBets.roundId, roundId)),
      ),
    );
  const asked = new Map(bets.map((bet) => [bet.memberId, bet.betId]));
  for (const row of rows) {
    const entry = found.get(row.memberId) ?? {};
    if (row.betId === asked.get(row.memberId)) entry.retried = row;
    if (row.roundId === roundId) entry.inRound = row;
    found.set(row.memberId, entry);
  }
  return found;
}

/** A crash_bets row as `to_jsonb` writes it (the batch functions of migration 0034 answer them so). */
export function betOfJson(value: unknown): CrashBetRow {
  const j = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(j.id),
    roundId: Number(j.round_id),
    memberId: Number(j.member_id),
    betId: String(j.bet_id),
    playerMask: String(j.player_mask),
    currency: String(j.currency),
    amountCentavos: Number(j.amount_centavos),
    autoCashoutCents: num(j.auto_cashout_cents),
    status: j.status as CrashBetRow['status'],
    cashoutCents: num(j.cashout_cents),
    payoutCentavos: num(j.payout_centavos),
    placedAt: new Date(String(j.placed_at)),
  };
}

/** A row of `crash_place_bets` or `crash_cash_outs`: the call's kind, its bet, the wallet's answer. */
export interface BatchRow {
  n: number;
  kind: string;
  bet: CrashBetRow | null;
  /** The `wallet_game_post` columns, for the wallet to read (`gamePostAnswer`). */
  post: { transfer_id: unknown; outcome: unknown; member_balance: unknown; currency: unknown };
}

function batchRows(rows: Record<string, unknown>[]): BatchRow[] {
  return rows.map((row) => ({
    n: Number(row.n),
    kind: String(row.kind),
    bet: row.bet === null || row.bet === undefined ? null : betOfJson(row.bet),
    post: {
      transfer_id: row.transfer_id,
      outcome: row.outcome,
      member_balance: row.member_balance,
      currency: row.currency,
    },
  }));
}

/**
 * New bets of distinct members, in member order, in one statement (migration 0034): the members'
 * and the round's locks, the retries, each stake through `wallet_game_post` and its bet row.
 */
export async function placeBetsAtOnce(
  db: DbOrTx,
  game: { vendor: string; gameId: string; tokenIdleSeconds: number; houseShards: number },
  bets: {
    n: number;
    member: number;
    bet: string;
    token: string;
    amount: number;
    auto: number | null;
    mask: string;
    at: number;
  }[],
): Promise<BatchRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select * from crash_place_bets(${game.vendor}::text, ${game.gameId}::text, ${JSON.stringify(bets)}::jsonb,
      ${game.tokenIdleSeconds}::int, ${game.houseShards}::int)`);
  return batchRows(rows);
}

/**
 * Hand cash-outs the server has judged, in bet order, in one statement (migration 0034): each bet's
 * row lock while it is still open, its win through `wallet_game_post` and its end.
 */
export async function cashOutsAtOnce(
  db: DbOrTx,
  game: { vendor: string; gameId: string; houseShards: number },
  calls: { n: number; bet: number; payout: number; cents: number }[],
): Promise<BatchRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select * from crash_cash_outs(${game.vendor}::text, ${game.gameId}::text, ${JSON.stringify(calls)}::jsonb,
      ${game.houseShards}::int)`);
  return batchRows(rows);
}

/**
 * The open bets of these members in these rounds with their rounds' timeline, in one query and
 * without a lock: what a cash-out is judged by never changes once the bet is placed (the stake, the
 * automatic target, the round's start and crash point); whether it is still open is checked again
 * under its row lock when the win is written.
 */
export async function openBetsWithRounds(db: DbOrTx, wanted: { roundId: number; memberId: number }[]) {
  if (wanted.length === 0) return [];
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select to_jsonb(b) as bet, (extract(epoch from r.betting_ends_at) * 1000)::float8 as betting_ends_ms,
           r.crash_point_cents
    from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as w("roundId" bigint, "memberId" bigint)
    join crash_bets b on b.round_id = w."roundId" and b.member_id = w."memberId" and b.status = 'open'
    join crash_rounds r on r.id = b.round_id`);
  return rows.map((row) => ({
    bet: betOfJson(row.bet),
    bettingEndsMs: Math.floor(Number(row.betting_ends_ms)),
    crashPointCents: Number(row.crash_point_cents),
  }));
}

export async function findMemberBet(db: DbOrTx, roundId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.memberId, memberId)));
  return row;
}

export async function insertBets(db: DbOrTx, bets: Omit<typeof crashBets.$inferInsert, 'id'>[]) {
  if (bets.length === 0) return [];
  const rows = await db.insert(crashBets).values(bets).returning();
  if (rows.length !== bets.length) throw new Error('the bets were not stored');
  return rows;
}

export async function openBetsOfRound(db: DbOrTx, roundId: number) {
  return db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'open')))
    .orderBy(asc(crashBets.id))
    .for('update');
}

export interface BetEnd {
  status: 'cashed' | 'lost';
  cashoutCents: number | null;
  payoutCentavos: number;
}

/** Ends open bets, each with its outcome, in one statement: the rows as they now are. */
export async function endBets(db: DbOrTx, ends: { bet: CrashBetRow; end: BetEnd }[]): Promise<CrashBetRow[]> {
  if (ends.length === 0) return [];
  const values = JSON.stringify(
    ends.map(({ bet, end }) => ({
      id: bet.id,
      status: end.status,
      cents: end.cashoutCents,
      payout: end.payoutCentavos,
    })),
  );
  const { rows } = await db.execute(sql`
    update ${crashBets} b set status = v.status, cashout_cents = v.cents, payout_centavos = v.payout
    from jsonb_to_recordset(${values}::jsonb) as v(id bigint, status text, cents int, payout bigint)
    where b.id = v.id and b.status = 'open'
    returning b.id`);
  if (rows.length !== ends.length) throw new Error(`${ends.length - rows.length} bets were no longer open`);
  return ends.map(({ bet, end }) => ({ ...bet, ...end }));
}

/** A round's largest stakes (ties by bet number), at most `limit`. */
export async function largestBets(db: DbOrTx, roundId: number, limit: number) {
  return db
    .select()
    .from(crashBets)
    .where(eq(crashBets.roundId, roundId))
    .orderBy(desc(crashBets.amountCentavos), asc(crashBets.id))
    .limit(limit);
}

/** The totals of a round's bets, one entry per currency. */
export async function betTotals(db: DbOrTx, roundId: number): Promise<CrashBetTotals[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select currency, count(*)::int as players, sum(amount_centavos)::float8 as staked,
           (count(*) filter (where status = 'cashed'))::int as cashed_out,
           coalesce(sum(payout_centavos) filter (where status = 'cashed'), 0)::float8 as paid
    from ${crashBets} where round_id = ${roundId} group by currency order by currency`);
  return rows.map(totalsOf);
}

const totalsOf = (row: Record<string, unknown>): CrashBetTotals => ({
  currency: row.currency as Currency,
  players: Number(row.players),
  stakedCentavos: Number(row.staked),
  cashedOut: Number(row.cashed_out),
  paidCentavos: Number(row.paid),
});

/**
 * The live list of a round (the latest one when `roundId` is null), in one statement: its totals
 * per currency and its `top` largest stakes as compact rows. Undefined when there is no such round.
 */
export async function roundBoard(db: DbOrTx, roundId: number | null, top: number) {
  const { rows } = await db.execute<{ round_id: number; totals: unknown; top: unknown }>(sql`
    with r as (
      select id from crash_rounds where ${roundId}::bigint is null or id = ${roundId}::bigint
      order by id desc limit 1
    ), t as (
      select b.currency, count(*)::int as players, sum(b.amount_centavos)::float8 as staked,
             (count(*) filter (where b.status = 'cashed'))::int as cashed_out,
             coalesce(sum(b.payout_centavos) filter (where b.status = 'cashed'), 0)::float8 as paid
      from ${crashBets} b join r on b.round_id = r.id group by b.currency
    ), l as (
      select b.id, b.player_mask, b.amount_centavos, b.currency, b.auto_cashout_cents, b.status, b.cashout_cents
      from ${crashBets} b join r on b.round_id = r.id
      order by b.amount_centavos desc, b.id limit ${top}
    )
    select r.id::int as round_id,
      (select coalesce(json_agg(t order by t.currency), '[]'::json) from t) as totals,
      (select coalesce(json_agg(json_build_array(l.id, l.player_mask, l.amount_centavos, l.currency,
         l.auto_cashout_cents, l.status, l.cashout_cents) order by l.amount_centavos desc, l.id), '[]'::json)
       from l) as top
    from r`);
  const row = rows[0];
  if (!row) return undefined;
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as unknown[];
  return {
    roundId: Number(row.round_id),
    totals: json(row.totals).map((t) => totalsOf(t as Record<string, unknown>)),
    top: json(row.top) as CrashBoardRow[],
  };
}
