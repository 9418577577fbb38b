import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Moves are serialised: two at once could each pass the "not under its own subtree" check and
 * together make a loop. Held until the transaction ends.
 */
export async function lockMoves(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member_tree_move'))`);
}

/** The distance from the agent down to the member, or null when the member is not in the agent's tree. */
export async function depthBelow(tx: DbOrTx, agentId: number, memberId: number): Promise<number | null> {
  const rows = await tx.execute<{ depth: number }>(sql`
    select depth from member_tree where ancestor_id = ${agentId} and descendant_id = ${memberId}`);
  const depth = rows.rows[0]?.depth;
  return depth === undefined ? null : Number(depth);
}

export async function memberType(tx: DbOrTx, memberId: number): Promise<number | null> {
  const rows = await tx.execute<{ type: number }>(sql`select type from members where id = ${memberId}`);
  const type = rows.rows[0]?.type;
  return type === undefined ? null : Number(type);
}

/** Categories in which someone of the member's subtree has a higher rate than the target's own. */
export async function ratesAboveTarget(tx: DbOrTx, memberId: number, targetId: number): Promise<string[]> {
  const rows = await tx.execute<{ category: string }>(sql`
    select distinct r.category
      from member_tree tree join member_rebates r on r.member_id = tree.descendant_id
      left join member_rebates own on own.member_id = ${targetId} and own.category = r.category
     where tree.ancestor_id = ${memberId} and r.rebate_bp > coalesce(own.rebate_bp, 0)`);
  return rows.rows.map((row) => String(row.category));
}

/** The new parent link; the closure table follows by trigger (migration agent_tree_trigger). */
export async function setParent(tx: DbOrTx, memberId: number, targetId: number) {
  await tx.execute(sql`update members set parent_agent_id = ${targetId} where id = ${memberId}`);
}
