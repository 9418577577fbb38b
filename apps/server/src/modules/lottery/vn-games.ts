import {
  type LotteryNumero,
  lotteryGameByCode,
  VN_LOTTERIES,
  VN_REGIONS,
  type VnGameMenu,
  type VnRecentGames,
} from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recentDrawn } from './draw-repository.js';
import { listLotteryGames } from './list-games.js';
import { lastOrderTimesByGame } from './order-repository.js';

const VN_CODES = VN_LOTTERIES.map((game) => game.code);
/** How many past results of a game the menu shows, and how many recent games. */
const NUMEROS_SHOWN = 10;
const RECENT_SHOWN = 6;

/** R-API-66: the Vietnamese games the operator runs, region by region; a region without one is left out. */
export async function vnGameMenu(db: DbOrTx, now: number): Promise<VnGameMenu> {
  const games = (await listLotteryGames(db, now)).filter((game) => game.region !== null);
  return VN_REGIONS.map((region) => ({
    region,
    games: games.filter((game) => game.region === region),
  })).filter((group) => group.games.length > 0);
}

/** R-API-67: one Vietnamese game's latest confirmed results, newest first. */
export async function vnNumeros(db: DbOrTx, gameId: string): Promise<LotteryNumero[]> {
  if (!lotteryGameByCode(gameId)?.region) throw new AppError('NOT_FOUND', { field: 'gameId' });
  return (await recentDrawn(db, gameId, NUMEROS_SHOWN)).map((draw) => ({
    gameId,
    drawNo: draw.drawNo,
    numbers: draw.numbers ?? '',
    drawAt: draw.drawAt.toISOString(),
  }));
}

/** R-API-68: the Vietnamese games this member bet on, the latest first. */
export async function vnRecentGames(db: DbOrTx, memberId: number): Promise<VnRecentGames> {
  return (await lastOrderTimesByGame(db, memberId, VN_CODES, RECENT_SHOWN)).map((row) => ({
    gameId: row.gameCode,
    lastPlayedAt: row.lastAt.toISOString(),
  }));
}
