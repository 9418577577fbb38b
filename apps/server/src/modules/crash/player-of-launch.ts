import { CRASH_GAME_CODE, HOUSE_VENDOR } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { authenticatePlayer, playersOfLaunches } from '../wallet/index.js';

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

/** The player of a bet or a cash-out, without the balance: the ledger transfer answers with it. */
export type CrashPlayer = NonNullable<ReturnType<Awaited<ReturnType<typeof playersOfLaunches>>['get']>>;

/**
 * The players of a batch of calls, each checked as `crashPlayerOfLaunch` checks one (but without
 * the balance), in one query: the calls refused now (a dead token, another game's), the first
 * call of each member with its player, and the member's later calls, which wait for the next batch
 * so that one transaction never holds two calls of one member.
 */
export async function playersOfCalls<T>(db: DbOrTx, calls: T[], tokenOf: (call: T) => string) {
  const players = await playersOfLaunches(
    db,
    HOUSE_VENDOR,
    calls.map((call) => tokenOf(call)),
  );
  const split = {
    refused: [] as { call: T; error: AppError }[],
    first: [] as { call: T; player: CrashPlayer }[],
    later: [] as T[],
  };
  const seen = new Set<number>();
  for (const call of calls) {
    const player = players.get(tokenOf(call));
    if (!player) split.refused.push({ call, error: new AppError('TOKEN_EXPIRED', { field: 'token' }) });
    else if (player.gameId !== CRASH_GAME_CODE || !player.gameEnabled)
      split.refused.push({ call, error: new AppError('NOT_FOUND', { field: 'token' }) });
    else if (seen.has(player.memberId)) split.later.push(call);
    else {
      seen.add(player.memberId);
      split.first.push({ call, player });
    }
  }
  return split;
}
