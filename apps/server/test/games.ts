import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.js';

/** Members inserted directly (no password, no session): for launches and rounds in bulk. */
export async function insertMembers(t: TestApp, count: number, prefix = 'm'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${prefix}${randomBytes(4).toString('hex')}`;
    const rows = await t.db.execute<{ id: number }>(
      sql`insert into members (username) values (${name}) returning id`,
    );
    ids.push(Number(rows.rows[0]?.id));
  }
  return ids;
}

export async function insertMemberNamed(t: TestApp, username: string): Promise<number> {
  const rows = await t.db.execute<{ id: number }>(
    sql`insert into members (username) values (${username}) returning id`,
  );
  return Number(rows.rows[0]?.id);
}

/** Records launches as if made `minutesAgo` minutes ago. */
export async function insertLaunches(t: TestApp, nodeId: number, memberIds: number[], minutesAgo = 1) {
  for (const memberId of memberIds) {
    await t.db.execute(
      sql`insert into game_launches (member_id, vendor_code, node_id, launched_at)
          select ${memberId}, vendor_code, node_id, now() - make_interval(mins => ${minutesAgo})
          from games where node_id = ${nodeId}`,
    );
  }
}

export async function nodeOf(t: TestApp, vendor: string, gameId: string): Promise<number> {
  const rows = await t.db.execute<{ node_id: number }>(
    sql`select node_id from games where vendor_code = ${vendor} and game_id = ${gameId}`,
  );
  const id = rows.rows[0]?.node_id;
  if (id === undefined) throw new Error(`no game ${vendor}/${gameId}`);
  return Number(id);
}
