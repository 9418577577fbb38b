import { CRASH_GAME_CODE, HOUSE_VENDOR } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { authenticatePlayer, playerOfLaunch } from '../wallet/index.js';

/** A launch token must be for the in-house Crash game, enabled, to play it. */
async function requireCrashGame(db: DbOrTx, nodeId: number | null) {
  const { rows } =
    nodeId === null
      ? { rows: [] }
      : await db.execute(
          sql`select 1 from games where node_id = ${nodeId} and vendor_code = ${HOUSE_VENDOR}
              and game_id = ${CRASH_GAME_CODE} and enabled`,
        );
  if (rows.length === 0) throw new AppError('NOT_FOUND', { field: 'token' });
}

/**
 * The seamless wallet's `authenticate`, as the slots and any vendor call it: the launch token names
 * the player, and its game must be the in-house Crash game.
 */
export async function crashPlayerOfLaunch(db: DbOrTx, token: string) {
  const player = await authenticatePlayer(db, HOUSE_VENDOR, { token });
  await requireCrashGame(db, player.nodeId);
  return { ...player, memberId: Number(player.playerId) };
}

/**
 * The player of a bet or a cash-out, checked as `crashPlayerOfLaunch` checks them, without reading
 * the balance: the ledger transfer that follows answers with it, in three queries fewer.
 */
export async function crashMemberOfLaunch(db: DbOrTx, token: string) {
  const player = await playerOfLaunch(db, HOUSE_VENDOR, token);
  await requireCrashGame(db, player.nodeId);
  return player;
}
