import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rebateClaims } from '../../db/schema/index.js';

/** Where the member's next rebate starts: the end of their previous claim, or null before the first. */
export async function lastSettledUntil(db: DbOrTx, memberId: number): Promise<Date | null> {
  const [row] = await db
    .select({ until: rebateClaims.settledUntil })
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, memberId))
    .orderBy(desc(rebateClaims.settledUntil))
    .limit(1);
  return row?.until ?? null;
}

/**
 * The cutoff of a rebate taken now, by the database's clock. A round is stamped settled with its
 * transaction's start but is visible only once that transaction commits: counting only rounds
 * settled a minute ago or earlier means none still committing has a stamp inside the claimed span,
 * so none is skipped by this claim and then left behind the next one's start.
 */
export async function rebateCutoff(db: DbOrTx): Promise<Date> {
  const { rows } = await db.execute<{ cutoff: string | Date }>(
    sql`select now() - interval '1 minute' as cutoff`,
  );
  return new Date(rows[0]?.cutoff ?? Date.now());
}

/** Settled PHP turnover (centavos) per game category of rounds settled in (`after`, `until`]. */
export async function turnoverByCategory(db: DbOrTx, memberId: number, after: Date | null, until: Date) {
  const { rows } = await db.execute<{ category: string; turnover: string }>(
    sql`select g.category, sum(r.bet_centavos)::text as turnover
          from game_rounds r join games g on g.node_id = r.node_id
         where r.member_id = ${memberId} and r.currency = 'PHP'
           and r.settled_at <= ${until} ${after ? sql`and r.settled_at > ${after}` : sql``}
         group by g.category`,
  );
  return new Map(rows.map((row) => [row.category, Number(row.turnover)]));
}

export async function insertRebateClaim(
  db: DbOrTx,
  claim: { memberId: number; settledUntil: Date; breakdown: unknown; amount: number },
) {
  const [row] = await db.insert(rebateClaims).values(claim).returning();
  if (!row) throw new Error('rebate claim not inserted');
  return row;
}

export async function setRebateClaimReward(db: DbOrTx, claimId: number, rewardId: number) {
  await db.update(rebateClaims).set({ rewardId }).where(eq(rebateClaims.id, claimId));
}
