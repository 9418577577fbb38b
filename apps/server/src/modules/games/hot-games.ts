import { CATALOGUE_POLICY, type GameList } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { findHotGames } from './game-repository.js';
import { withOnlineCounts } from './list-games.js';

/** R-API-62: real launches of the last 7 days first, then the operator's hot rank; at most 20. */
export async function hotGames(db: DbOrTx, category: string | undefined): Promise<GameList> {
  const rows = await findHotGames(db, category, CATALOGUE_POLICY.hotListSize);
  return { list: await withOnlineCounts(db, rows) };
}
