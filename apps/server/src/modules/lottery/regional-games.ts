import type {
  LotteryGameList,
  LotteryNumero,
  LotteryRegion,
  RegionalLottery,
  RegionalRecentGames,
} from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recentDrawn } from './draw-repository.js';
import { listLotteryGames } from './list-games.js';
import { lastOrderTimesByGame } from './order-repository.js';

/** How many past results of a game the menu shows, and how many recent games. */
const NUMEROS_SHOWN = 10;
const RECENT_SHOWN = 6;

const codesOf = (lottery: RegionalLottery) => lottery.games.map((game) => game.code);

/**
 * R-API-66: a regional lottery's games the operator runs, group by group in the lottery's order (the
 * Vietnamese regions, the sea lottery's countries); a group without one is left out.
 */
export async function regionalGameMenu<R extends LotteryRegion>(
  db: DbOrTx,
  lottery: RegionalLottery<R>,
  now: number,
): Promise<{ region: R; games: LotteryGameList }[]> {
  const codes = codesOf(lottery);
  const games = (await listLotteryGames(db, now)).filter((game) => codes.includes(game.gameId));
  return lottery.regions
    .map((region) => ({ region, games: games.filter((game) => game.region === region) }))
    .filter((group) => group.games.length > 0);
}

/** R-API-67: one game of the regional lottery, its latest confirmed results, newest first. */
export async function regionalNumeros(
  db: DbOrTx,
  lottery: RegionalLottery,
  gameId: string,
): Promise<LotteryNumero[]> {
  if (!codesOf(lottery).includes(gameId)) throw new AppError('NOT_FOUND', { field: 'gameId' });
  return (await recentDrawn(db, gameId, NUMEROS_SHOWN)).map((draw) => ({
    gameId,
    drawNo: draw.drawNo,
    numbers: draw.numbers ?? '',
    drawAt: draw.drawAt.toISOString(),
  }));
}

/** R-API-68: the regional lottery's games this member bet on, the latest first. */
export async function regionalRecentGames(
  db: DbOrTx,
  lottery: RegionalLottery,
  memberId: number,
): Promise<RegionalRecentGames> {
  return (await lastOrderTimesByGame(db, memberId, codesOf(lottery), RECENT_SHOWN)).map((row) => ({
    gameId: row.gameCode,
    lastPlayedAt: row.lastAt.toISOString(),
  }));
}
