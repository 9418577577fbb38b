import { CATALOGUE_POLICY } from '@app/contracts';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameLaunches, games, vendors } from '../../db/schema/index.js';
import { type GameRow, gameColumns } from './game-view.js';

/** Only games that can be launched: the game and its vendor both enabled. */
export const launchable = () => and(eq(games.enabled, true), eq(vendors.enabled, true));

/** Every launchable game in list order: the operator's position, then name, then node id. */
export function findLaunchableGames(db: DbOrTx): Promise<GameRow[]> {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .where(launchable())
    .orderBy(asc(games.position), asc(games.name), asc(games.nodeId));
}

/** One game by node id, with its vendor's state, whether or not it is enabled. */
export async function findGameByNode(db: DbOrTx, nodeId: number) {
  const [row] = await db
    .select({ ...gameColumns, gameEnabled: games.enabled, vendorEnabled: vendors.enabled })
    .from(games)
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .where(eq(games.nodeId, nodeId));
  return row;
}

export async function findGameByVendorId(db: DbOrTx, vendor: string, gameId: string) {
  const [row] = await db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(and(eq(games.vendorCode, vendor), eq(games.gameId, gameId)));
  return row?.nodeId;
}

/** Distinct members who launched each game within the online window (H-1), for every game. */
export async function onlineCountsSince(db: DbOrTx): Promise<Map<number, number>> {
  const since = new Date(Date.now() - CATALOGUE_POLICY.onlineWindowMinutes * 60_000);
  const rows = await db
    .select({ nodeId: gameLaunches.nodeId, n: sql<number>`count(distinct ${gameLaunches.memberId})::int` })
    .from(gameLaunches)
    .where(and(isNotNull(gameLaunches.nodeId), sql`${gameLaunches.launchedAt} > ${since}`))
    .groupBy(gameLaunches.nodeId);
  return new Map(rows.map((r) => [Number(r.nodeId), Number(r.n)]));
}

/** Distinct members who launched each game in the last minutes (H-1), for the given games. */
export async function onlineCounts(db: DbOrTx, nodeIds: number[]): Promise<Map<number, number>> {
  if (nodeIds.length === 0) return new Map();
  const since = new Date(Date.now() - CATALOGUE_POLICY.onlineWindowMinutes * 60_000);
  const rows = await db
    .select({ nodeId: gameLaunches.nodeId, n: sql<number>`count(distinct ${gameLaunches.memberId})::int` })
    .from(gameLaunches)
    .where(and(inArray(gameLaunches.nodeId, nodeIds), sql`${gameLaunches.launchedAt} > ${since}`))
    .groupBy(gameLaunches.nodeId);
  return new Map(rows.map((r) => [Number(r.nodeId), Number(r.n)]));
}

/** Games by launches in the last days, ties broken by the operator's hot rank (R-API-62). */
export function findHotGames(db: DbOrTx, category: string | undefined, limit: number): Promise<GameRow[]> {
  const since = new Date(Date.now() - CATALOGUE_POLICY.hotWindowDays * 86_400_000);
  const launches = db
    .select({ nodeId: gameLaunches.nodeId, n: sql<number>`count(*)::int`.as('n') })
    .from(gameLaunches)
    .where(and(isNotNull(gameLaunches.nodeId), sql`${gameLaunches.launchedAt} > ${since}`))
    .groupBy(gameLaunches.nodeId)
    .as('launches');
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .leftJoin(launches, eq(launches.nodeId, games.nodeId))
    .where(
      and(
        launchable(),
        category ? eq(games.category, category) : undefined,
        sql`(${launches.n} > 0 or ${games.hotRank} is not null)`,
      ),
    )
    .orderBy(desc(sql`coalesce(${launches.n}, 0)`), sql`${games.hotRank} asc nulls last`, asc(games.nodeId))
    .limit(limit);
}
