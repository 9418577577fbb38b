import { CATALOGUE_POLICY, type GameList } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findGameByNode } from './game-repository.js';
import { withOnlineCounts } from './list-games.js';
import { findRecent, touchRecent } from './member-games-repository.js';

/** R-API-60: the game moves to the top of the member's recent games; the newest 20 are kept. */
export async function addRecentGame(db: DbOrTx, memberId: number, nodeId: number) {
  const game = await findGameByNode(db, nodeId);
  if (!game) throw new AppError('NOT_FOUND', { field: 'nodeId' });
  await touchRecent(db, memberId, nodeId, CATALOGUE_POLICY.recentGamesKept);
  return { success: true };
}

/** R-API-61: the member's recent games, newest first. */
export async function recentGames(db: DbOrTx, memberId: number): Promise<GameList> {
  const rows = await findRecent(db, memberId, CATALOGUE_POLICY.recentGamesKept);
  return { list: await withOnlineCounts(db, rows) };
}
