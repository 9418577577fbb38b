import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { favouriteGames, games, recentGames, vendors } from '../../db/schema/index.js';
import { launchable } from './game-repository.js';
import { type GameRow, gameColumns } from './game-view.js';

// Every query here is scoped to one member: no call takes another member's id from a client (S-20).

export async function favouriteNodeIds(db: DbOrTx, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .innerJoin(games, eq(games.nodeId, favouriteGames.nodeId))
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .where(and(eq(favouriteGames.memberId, memberId), launchable()))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.nodeId));
  return rows.map((r) => Number(r.nodeId));
}

function favouriteWhere(memberId: number, category: string | undefined) {
  return and(
    eq(favouriteGames.memberId, memberId),
    launchable(),
    category ? eq(games.category, category) : undefined,
  );
}

export function findFavourites(
  db: DbOrTx,
  memberId: number,
  category: string | undefined,
  limit: number,
  offset: number,
): Promise<GameRow[]> {
  return db
    .select(gameColumns)
    .from(favouriteGames)
    .innerJoin(games, eq(games.nodeId, favouriteGames.nodeId))
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .where(favouriteWhere(memberId, category))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.nodeId))
    .limit(limit)
    .offset(offset);
}

export async function countFavourites(db: DbOrTx, memberId: number, category: string | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(favouriteGames)
    .innerJoin(games, eq(games.nodeId, favouriteGames.nodeId))
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .where(favouriteWhere(memberId, category));
  return row?.n ?? 0;
}

export async function insertFavourite(db: DbOrTx, memberId: number, nodeId: number) {
  await db.insert(favouriteGames).values({ memberId, nodeId }).onConflictDoNothing();
}

export async function deleteFavourite(db: DbOrTx, memberId: number, nodeId: number) {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)));
}

/** Puts the game on top of the member's recent games and keeps only the newest `keep`. */
export async function touchRecent(db: DbOrTx, memberId: number, nodeId: number, keep: number) {
  const now = new Date();
  await db
    .insert(recentGames)
    .values({ memberId, nodeId, playedAt: now })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt: now } });
  const kept = db
    .select({ nodeId: recentGames.nodeId })
    .from(recentGames)
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.nodeId))
    .limit(keep);
  await db
    .delete(recentGames)
    .where(and(eq(recentGames.memberId, memberId), notInArray(recentGames.nodeId, kept)));
}

export function findRecent(db: DbOrTx, memberId: number, limit: number): Promise<GameRow[]> {
  return db
    .select(gameColumns)
    .from(recentGames)
    .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .where(and(eq(recentGames.memberId, memberId), launchable()))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.nodeId))
    .limit(limit);
}
