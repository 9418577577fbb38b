import type { FavouritePage } from '@app/contracts';
import type { favouriteListQuerySchema } from '@app/contracts/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findGameByNode } from './game-repository.js';
import { pagesOf } from './game-view.js';
import { withOnlineCounts } from './list-games.js';
import {
  countFavourites,
  deleteFavourite,
  favouriteNodeIds,
  findFavourites,
  insertFavourite,
} from './member-games-repository.js';

// R-API-56 … R-API-59. The member always comes from the session, never from the request (S-20).

export async function getFavouriteIds(db: DbOrTx, memberId: number): Promise<string[]> {
  return (await favouriteNodeIds(db, memberId)).map(String);
}

export async function listFavourites(
  db: DbOrTx,
  memberId: number,
  query: z.output<typeof favouriteListQuerySchema>,
): Promise<FavouritePage> {
  const category = query.gameType && query.gameType !== 'ALL' ? query.gameType : undefined;
  const [total, rows] = await Promise.all([
    countFavourites(db, memberId, category),
    findFavourites(db, memberId, category, query.pageSize, (query.pageNo - 1) * query.pageSize),
  ]);
  return {
    content: await withOnlineCounts(db, rows),
    pageNum: query.pageNo,
    totalPages: pagesOf(total, query.pageSize),
  };
}

/** Idempotent; an unknown game, or one of another vendor, is a 404 naming the field. */
export async function addFavourite(db: DbOrTx, memberId: number, nodeId: number, vendor: string) {
  const game = await findGameByNode(db, nodeId);
  if (!game) throw new AppError('NOT_FOUND', { field: 'nodeId' });
  if (game.vendorCode !== vendor) throw new AppError('NOT_FOUND', { field: 'vendor' });
  await insertFavourite(db, memberId, nodeId);
  return { success: true };
}

/** Idempotent: removing what is not there succeeds too. */
export async function removeFavourite(db: DbOrTx, memberId: number, nodeId: number) {
  await deleteFavourite(db, memberId, nodeId);
  return { success: true };
}
