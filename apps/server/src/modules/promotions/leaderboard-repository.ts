import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { leaderboardPeriods } from '../../db/schema/index.js';

export type LeaderboardPeriodRow = typeof leaderboardPeriods.$inferSelect;

/** Serialises the making of periods across nodes until the transaction ends. */
const MAKE_PERIOD_LOCK = 72_420_013;

export async function lockPeriodMaking(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${MAKE_PERIOD_LOCK})`);
}

/** The period running at an instant, if one was made. */
export async function findPeriodAt(db: DbOrTx, at: Date) {
  const [row] = await db
    .select()
    .from(leaderboardPeriods)
    .where(and(lte(leaderboardPeriods.startsAt, at), gt(leaderboardPeriods.endsAt, at)))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(1);
  return row;
}

export async function latestPeriods(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(leaderboardPeriods)
    .orderBy(desc(leaderboardPeriods.endsAt), desc(leaderboardPeriods.id))
    .limit(limit);
}

export async function insertPeriod(db: DbOrTx, period: { startsAt: Date; endsAt: Date; prizes: number[] }) {
  const [row] = await db.insert(leaderboardPeriods).values(period).returning();
  if (!row) throw new Error('leaderboard period not inserted');
  return row;
}

/**
 * Marks closed the open periods that ended by `endedBy`. A second node running the same update waits
 * for the first's row locks, then finds `closed_at` set and returns nothing: a period closes once.
 */
export async function markEndedPeriodsClosed(tx: DbOrTx, endedBy: Date) {
  return tx
    .update(leaderboardPeriods)
    .set({ closedAt: sql`now()` })
    .where(and(isNull(leaderboardPeriods.closedAt), lte(leaderboardPeriods.endsAt, endedBy)))
    .returning();
}

export async function findPeriod(db: DbOrTx, id: number) {
  const [row] = await db.select().from(leaderboardPeriods).where(eq(leaderboardPeriods.id, id));
  return row;
}

export interface Standing {
  rank: number;
  memberId: number;
  username: string;
  /** Centavos. */
  score: number;
}

/**
 * The period's ranking: settled PHP turnover (DEMO is play money and never counts) of rounds settled
 * inside it. Equal scores: who reached it first, by their last counted round, then the older account.
 * Returns ranks 1…`top`, and the member's own row wherever it falls.
 */
export async function periodStandings(
  db: DbOrTx,
  period: { startsAt: Date; endsAt: Date },
  top: number,
  memberId: number | null,
): Promise<Standing[]> {
  const { rows } = await db.execute<{ rank: string; member_id: string; username: string; score: string }>(
    sql`with scores as (
          select r.member_id, sum(r.bet_centavos) as score, max(r.settled_at) as reached_at
            from game_rounds r
           where r.currency = 'PHP' and r.settled_at >= ${period.startsAt} and r.settled_at < ${period.endsAt}
           group by r.member_id
          having sum(r.bet_centavos) > 0),
        ranked as (
          select member_id, score, row_number() over (order by score desc, reached_at, member_id) as rank
            from scores)
        select k.rank::text, k.member_id::text, m.username, k.score::text
          from ranked k join members m on m.id = k.member_id
         where k.rank <= ${top} or k.member_id = ${memberId ?? -1}
         order by k.rank`,
  );
  return rows.map((row) => ({
    rank: Number(row.rank),
    memberId: Number(row.member_id),
    username: row.username,
    score: Number(row.score),
  }));
}
