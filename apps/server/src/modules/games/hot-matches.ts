import { CATALOGUE_POLICY, type HotMatchList } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { findUpcomingMatches } from './hot-match-repository.js';

/**
 * `GCSGAME_hotMatches` (R-HOME-27): the operator's matches still to come, soonest first, at most
 * 20, each with the vendor, room and free-play flag of its game, which must be launchable.
 */
export async function hotMatches(db: DbOrTx, now: Date = new Date()): Promise<HotMatchList> {
  const rows = await findUpcomingMatches(db, now, CATALOGUE_POLICY.hotMatchesListSize);
  return {
    list: rows.map((r) => ({
      league: r.league,
      homeTeam: r.homeTeam,
      awayTeam: r.awayTeam,
      homeTeamImageUrl: r.homeTeamImageUrl,
      awayTeamImageUrl: r.awayTeamImageUrl,
      matchTime: r.matchTime.toISOString(),
      vendor: r.vendor,
      roomId: r.roomId,
      nodeId: r.nodeId,
      supportPlay: r.supportPlay,
    })),
  };
}
