import { MEMBER_TYPE } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The wallet reads a member's name and type (read-only) to know the player and the currency: a trial
 * account (type 4) plays in DEMO, everyone else in PHP. The ledger functions decide the same way.
 */
export async function findPlayer(db: DbOrTx, memberId: number) {
  const { rows } = await db.execute(sql`select id, username, type from members where id = ${memberId}`);
  const row = rows[0];
  if (!row) return undefined;
  const type = Number(row.type);
  return {
    id: Number(row.id),
    userName: String(row.username),
    currency: type === MEMBER_TYPE.trial ? ('DEMO' as const) : ('PHP' as const),
  };
}

/** A launch token still alive for this vendor (games issue them; the wallet honours them). */
export async function findLiveLaunchToken(db: DbOrTx, tokenHash: string, vendorCode: string) {
  const { rows } = await db.execute(sql`
    select member_id, node_id from launch_tokens
    where token_hash = ${tokenHash} and vendor_code = ${vendorCode} and expires_at > now()`);
  const row = rows[0];
  return row
    ? { memberId: Number(row.member_id), nodeId: row.node_id === null ? null : Number(row.node_id) }
    : undefined;
}
