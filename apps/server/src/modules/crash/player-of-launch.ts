import { CRASH_GAME_CODE, HOUSE_VENDOR } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { authenticatePlayer } from '../wallet/index.js';

/**
 * The seamless wallet's `authenticate`, as the slots and any vendor call it: the launch token names
 * the player, and its game must be the in-house Crash game.
 */
export async function crashPlayerOfLaunch(db: DbOrTx, token: string) {
  const player = await authenticatePlayer(db, HOUSE_VENDOR, { token });
  const { rows } =
    player.nodeId === null
      ? { rows: [] }
      : await db.execute(
          sql`select 1 from games where node_id = ${player.nodeId} and vendor_code = ${HOUSE_VENDOR}
              and game_id = ${CRASH_GAME_CODE} and enabled`,
        );
  if (rows.length === 0) throw new AppError('NOT_FOUND', { field: 'token' });
  return { ...player, memberId: Number(player.playerId) };
}
