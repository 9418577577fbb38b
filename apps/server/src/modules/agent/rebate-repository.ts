import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { agentQuotas, memberRebates, members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** Rates per category in hundredths of a percent; a category without a row is 0. */
export type Rates = Map<string, number>;

/** The member's rebate per category. */
export async function rebatesOf(db: DbOrTx, memberId: number): Promise<Rates> {
  const rows = await db
    .select({ category: memberRebates.category, rebateBp: memberRebates.rebateBp })
    .from(memberRebates)
    .where(eq(memberRebates.memberId, memberId));
  return new Map(rows.map((row) => [row.category, row.rebateBp]));
}

/** The highest rate per category among everyone below the member: the floor of the member's own. */
export async function downlineFloor(db: DbOrTx, memberId: number): Promise<Rates> {
  const rows = await db.execute<{ category: string; bp: number }>(sql`
    select r.category, max(r.rebate_bp)::int as bp
      from member_tree tree join member_rebates r on r.member_id = tree.descendant_id
     where tree.ancestor_id = ${memberId} and tree.depth > 0
     group by r.category`);
  return new Map(rows.rows.map((row) => [row.category, Number(row.bp)]));
}

/** The account of a direct downline of the agent, locked for the transaction; null when not one. */
export async function lockDirectDownline(tx: DbOrTx, agentId: number, memberId: number) {
  const rows = await tx.execute<{ username: string }>(sql`
    select m.username from members m
      join member_tree tree on tree.descendant_id = m.id and tree.ancestor_id = ${agentId} and tree.depth = 1
     where m.id = ${memberId} for update of m`);
  return rows.rows[0]?.username ?? null;
}

export async function directDownlineAccount(db: Db, agentId: number, memberId: number) {
  const rows = await db.execute<{ username: string }>(sql`
    select m.username from members m
      join member_tree tree on tree.descendant_id = m.id and tree.ancestor_id = ${agentId} and tree.depth = 1
     where m.id = ${memberId}`);
  return rows.rows[0]?.username ?? null;
}

export async function writeRates(tx: DbOrTx, memberId: number, rates: Rates) {
  for (const [category, rebateBp] of rates)
    await tx
      .insert(memberRebates)
      .values({ memberId, category, rebateBp })
      .onConflictDoUpdate({ target: [memberRebates.memberId, memberRebates.category], set: { rebateBp } });
}

export async function quotasOf(db: DbOrTx, agentId: number) {
  return db
    .select({ levelBp: agentQuotas.levelBp, remaining: agentQuotas.remaining })
    .from(agentQuotas)
    .where(eq(agentQuotas.agentId, agentId))
    .orderBy(agentQuotas.levelBp);
}

/** The quota level a highest rate falls in: the highest level at or below it, or null (not limited). */
export async function quotaLevel(tx: DbOrTx, agentId: number, rateBp: number): Promise<number | null> {
  const rows = await tx.execute<{ level: number | null }>(sql`
    select max(level_bp)::int as level from agent_quotas where agent_id = ${agentId} and level_bp <= ${rateBp}`);
  const level = rows.rows[0]?.level;
  return level === null || level === undefined ? null : Number(level);
}

/** Takes one account from the agent's quota at a level; none left is AGENT_QUOTA_EXHAUSTED. */
export async function takeQuota(tx: DbOrTx, agentId: number, levelBp: number, field: string) {
  const rows = await tx
    .update(agentQuotas)
    .set({ remaining: sql`${agentQuotas.remaining} - 1` })
    .where(
      and(
        eq(agentQuotas.agentId, agentId),
        eq(agentQuotas.levelBp, levelBp),
        sql`${agentQuotas.remaining} > 0`,
      ),
    )
    .returning({ remaining: agentQuotas.remaining });
  if (rows.length === 0) throw new AppError('AGENT_QUOTA_EXHAUSTED', { field, level: levelBp / 100 });
}

/** For the operator: sets a quota, or removes it when `remaining` is null. */
export async function setQuota(db: Db, agentId: number, levelBp: number, remaining: number | null) {
  if (remaining === null) {
    await db
      .delete(agentQuotas)
      .where(and(eq(agentQuotas.agentId, agentId), eq(agentQuotas.levelBp, levelBp)));
    return;
  }
  await db
    .insert(agentQuotas)
    .values({ agentId, levelBp, remaining })
    .onConflictDoUpdate({ target: [agentQuotas.agentId, agentQuotas.levelBp], set: { remaining } });
}

/** An agent by account name (types 1, 2, 40 to 42), for the operator. */
export async function agentByUsername(db: Db, username: string) {
  const rows = await db
    .select({ id: members.id, type: members.type })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`);
  return rows[0] ?? null;
}

export async function setMemberType(db: Db, memberId: number, type: number) {
  await db.update(members).set({ type }).where(eq(members.id, memberId));
}
