import type { CrashBetView, Currency } from '@app/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
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

/**
 * The members' open bets in their rounds, locked in the order of their ids (as the settlement locks
 * them): a cash-out and the settlement never both end one.
 */
export async function lockOpenBets(db: DbOrTx, wanted: { roundId: number; memberId: number }[]) {
  if (wanted.length === 0) return [];
  const roundIds = [...new Set(wanted.map((w) => w.roundId))];
  const rows = await db
    .select()
    .from(crashBets)
    .where(
      and(
        inArray(crashBets.roundId, roundIds),
        inArray(
          crashBets.memberId,
          wanted.map((w) => w.memberId),
        ),
        eq(crashBets.status, 'open'),
      ),
    )
    .orderBy(asc(crashBets.id))
    .for('update');
  const keys = new Set(wanted.map((w) => `${w.roundId}:${w.memberId}`));
  return rows.filter((row) => keys.has(`${row.roundId}:${row.memberId}`));
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

export async function betsOfRound(db: DbOrTx, roundId: number, limit: number) {
  return db
    .select()
    .from(crashBets)
    .where(eq(crashBets.roundId, roundId))
    .orderBy(asc(crashBets.id))
    .limit(limit);
}
