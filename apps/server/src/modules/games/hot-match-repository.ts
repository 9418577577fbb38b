import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { games, hotMatches, vendors } from '../../db/schema/index.js';
import { launchable } from './game-repository.js';

const matchColumns = {
  id: hotMatches.id,
  league: hotMatches.league,
  homeTeam: hotMatches.homeTeam,
  awayTeam: hotMatches.awayTeam,
  homeTeamImageUrl: hotMatches.homeTeamImageUrl,
  awayTeamImageUrl: hotMatches.awayTeamImageUrl,
  matchTime: hotMatches.matchTime,
  nodeId: hotMatches.nodeId,
  vendor: games.vendorCode,
  roomId: games.roomId,
  supportPlay: games.supportPlay,
};

export type HotMatchRow = Awaited<ReturnType<typeof findUpcomingMatches>>[number];

/** Matches after `now` whose game can be launched (game and vendor enabled), soonest first. */
export function findUpcomingMatches(db: DbOrTx, now: Date, limit: number) {
  return db
    .select(matchColumns)
    .from(hotMatches)
    .innerJoin(games, eq(hotMatches.nodeId, games.nodeId))
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .where(and(gt(hotMatches.matchTime, now), launchable()))
    .orderBy(asc(hotMatches.matchTime), asc(hotMatches.id))
    .limit(limit);
}

/** Every stored match, past ones and those of disabled games too (the operator's list). */
export function findAllMatches(db: DbOrTx) {
  return db
    .select({ ...matchColumns, gameEnabled: games.enabled, vendorEnabled: vendors.enabled })
    .from(hotMatches)
    .innerJoin(games, eq(hotMatches.nodeId, games.nodeId))
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .orderBy(asc(hotMatches.matchTime), asc(hotMatches.id));
}

export async function insertMatch(db: DbOrTx, values: typeof hotMatches.$inferInsert): Promise<number> {
  const [row] = await db.insert(hotMatches).values(values).returning({ id: hotMatches.id });
  return Number(row?.id);
}

export async function deleteMatch(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(hotMatches).where(eq(hotMatches.id, id)).returning({ id: hotMatches.id });
  return rows.length > 0;
}
