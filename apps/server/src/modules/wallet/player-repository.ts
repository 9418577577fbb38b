import { MEMBER_TYPE } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The wallet reads a member's name and type (read-only) to know the player and the currency: a trial
 * account (type 4) plays in DEMO, everyone else in PHP. The ledger functions decide the same way.
 */
const currencyOfType = (type: unknown) =>
  Number(type) === MEMBER_TYPE.trial ? ('DEMO' as const) : ('PHP' as const);

/** A member as the wallet knows them: the name and the currency they play in. */
export async function findPlayer(db: DbOrTx, memberId: number) {
  const { rows } = await db.execute(sql`select id, username, type from members where id = ${memberId}`);
  const row = rows[0];
  if (!row) return undefined;
  return { id: Number(row.id), userName: String(row.username), currency: currencyOfType(row.type) };
}

/** The member a launch token still alive for this vendor names, with their name and currency. */
export async function findLaunchPlayer(db: DbOrTx, tokenHash: string, vendorCode: string) {
  const { rows } = await db.execute(sql`
    select lt.member_id, lt.node_id, m.username, m.type from launch_tokens lt
    join members m on m.id = lt.member_id
    where lt.token_hash = ${tokenHash} and lt.vendor_code = ${vendorCode} and lt.expires_at > now()`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    memberId: Number(row.member_id),
    nodeId: row.node_id === null ? null : Number(row.node_id),
    userName: String(row.username),
    currency: currencyOfType(row.type),
  };
}

/**
 * `findLaunchPlayer` for many token hashes in one query: the player of each hash still alive, with
 * the game the token launched (its code, and whether it is enabled), so that a game need not ask.
 */
export async function findLaunchPlayers(db: DbOrTx, tokenHashes: string[], vendorCode: string) {
  const players = new Map<
    string,
    NonNullable<Awaited<ReturnType<typeof findLaunchPlayer>>> & {
      gameId: string | null;
      gameEnabled: boolean;
    }
  >();
  if (tokenHashes.length === 0) return players;
  const { rows } = await db.execute(sql`
    select lt.token_hash, lt.member_id, lt.node_id, m.username, m.type, g.game_id, g.enabled
    from launch_tokens lt
    join members m on m.id = lt.member_id
    left join games g on g.node_id = lt.node_id and g.vendor_code = lt.vendor_code
    where lt.token_hash in (select jsonb_array_elements_text(${JSON.stringify(tokenHashes)}::jsonb))
      and lt.vendor_code = ${vendorCode} and lt.expires_at > now()`);
  for (const row of rows)
    players.set(String(row.token_hash), {
      memberId: Number(row.member_id),
      nodeId: row.node_id === null ? null : Number(row.node_id),
      userName: String(row.username),
      currency: currencyOfType(row.type),
      gameId: row.game_id === null || row.game_id === undefined ? null : String(row.game_id),
      gameEnabled: row.enabled === true,
    });
  return players;
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
