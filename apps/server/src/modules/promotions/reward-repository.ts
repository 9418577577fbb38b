import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rewards } from '../../db/schema/index.js';

export type RewardRow = typeof rewards.$inferSelect;
export type NewReward = Pick<RewardRow, 'memberId' | 'source' | 'sourceRef' | 'amount' | 'expiresAt'>;

/** The reward for a source and reference: made once, then the same row for every repeat. */
export async function insertRewardOnce(db: DbOrTx, reward: NewReward): Promise<RewardRow> {
  const [made] = await db.insert(rewards).values(reward).onConflictDoNothing().returning();
  if (made) return made;
  const [existing] = await db
    .select()
    .from(rewards)
    .where(
      and(
        eq(rewards.memberId, reward.memberId),
        eq(rewards.source, reward.source),
        eq(rewards.sourceRef, reward.sourceRef),
      ),
    );
  if (!existing) throw new Error('reward neither inserted nor found');
  return existing;
}

/** Newest first; `waiting` keeps the issued rewards not yet expired. */
export async function listMemberRewards(db: DbOrTx, memberId: number, waiting: boolean, limit: number) {
  return db
    .select()
    .from(rewards)
    .where(
      and(
        eq(rewards.memberId, memberId),
        waiting ? and(eq(rewards.status, 'issued'), gt(rewards.expiresAt, sql`now()`)) : undefined,
      ),
    )
    .orderBy(desc(rewards.createdAt), desc(rewards.id))
    .limit(limit);
}

export async function waitingTotal(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${rewards.amount}), 0)::text` })
    .from(rewards)
    .where(
      and(eq(rewards.memberId, memberId), eq(rewards.status, 'issued'), gt(rewards.expiresAt, sql`now()`)),
    );
  return Number(row?.total ?? 0);
}

/** The reward locked for its claim, with whether it has expired by the database's clock. */
export async function lockReward(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ reward: rewards, expired: sql<boolean>`${rewards.expiresAt} <= now()` })
    .from(rewards)
    .where(eq(rewards.id, id))
    .for('update');
  return row;
}

export async function markRewardClaimed(db: DbOrTx, id: number, claimTransferId: number) {
  const [row] = await db
    .update(rewards)
    .set({ status: 'claimed', claimTransferId, claimedAt: sql`now()` })
    .where(eq(rewards.id, id))
    .returning();
  if (!row) throw new Error(`reward ${id} vanished under its lock`);
  return row;
}
