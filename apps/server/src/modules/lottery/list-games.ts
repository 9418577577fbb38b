import {
  type LotteryDrawView,
  type LotteryGameList,
  type LotteryNumero,
  type LotteryPopular,
  lotteryGameByCode,
  lotteryOddsTable,
  maxStakeCentavosOf,
  REGIONAL_LOTTERIES,
  regionalLotteryOf,
} from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { catalogueEntries } from './catalogue-repository.js';
import {
  awaitingDraws,
  enabledGames,
  type LotteryDrawRow,
  latestDrawn,
  openDrawOf,
} from './draw-repository.js';
import { betCountsByGame } from './order-repository.js';

/** A draw as players see it: the seed and numbers stay secret until it is drawn. */
export function drawView(draw: LotteryDrawRow): LotteryDrawView {
  const drawn = draw.status === 'settled';
  return {
    drawNo: draw.drawNo,
    closesAt: draw.closesAt.toISOString(),
    drawAt: draw.drawAt.toISOString(),
    commitment: draw.commitment,
    numbers: drawn ? draw.numbers : null,
    serverSeed: drawn ? draw.serverSeed : null,
  };
}

/** How many past draws awaiting their official result a game's entry lists. */
const AWAITING_SHOWN = 3;

/**
 * R-API-64: the lotteries with their odds and the draw taking bets now. House draws are the
 * e-lottery (ELOTT, prize mode Elott); official-results games are the lottery (LOTT, prize mode
 * Lott, R-GAMES-43) and list their past draws still awaiting a confirmed result.
 */
export async function listLotteryGames(db: DbOrTx, now: number): Promise<LotteryGameList> {
  const catalogue = await catalogueEntries(db);
  const list: LotteryGameList = [];
  for (const row of await enabledGames(db)) {
    const game = lotteryGameByCode(row.code);
    if (!game) continue;
    const open = await openDrawOf(db, game.code, new Date(now));
    const entry = catalogue.get(game.code);
    const official = game.kind === 'official';
    const regional = regionalLotteryOf(game.code);
    const awaiting = official ? await awaitingDraws(db, game.code, new Date(now), AWAITING_SHOWN) : [];
    list.push({
      gameId: game.code,
      gameGroupId: game.lotto ? `${game.kind}-6of${game.lotto.pool}` : `${game.kind}-${game.digits}d`,
      name: entry?.name ?? game.name ?? game.code,
      // The regional lotteries' games are not catalogue tiles: they share their menu's mark.
      icon: entry?.icon ?? (regional ? REGIONAL_LOTTERIES[regional].icon : ''),
      lottoMode: official ? 'Lott' : 'Elott',
      prizeMode: official ? 'Lott' : 'Elott',
      category: official ? 'LOTT' : 'ELOTT',
      kind: game.kind,
      drawTimes: [...(game.drawTimes ?? [])],
      awaitingResult: awaiting.map((draw) => ({ drawNo: draw.drawNo, drawAt: draw.drawAt.toISOString() })),
      drawDays: [...(game.drawDays ?? [])],
      region: game.region ?? null,
      digits: game.digits,
      pool: game.lotto?.pool ?? null,
      maxStakeCentavos: maxStakeCentavosOf(game) ?? null,
      maxWinCentavos: game.lotto?.maxWinCentavos ?? null,
      intervalSeconds: game.intervalSeconds,
      betTypes: [...game.betTypes],
      oddsTable: lotteryOddsTable(game),
      nextDraw: open ? drawView(open) : null,
    });
  }
  return list;
}

/** R-API-65: the latest drawn numbers of each game. */
export async function latestNumeros(db: DbOrTx): Promise<LotteryNumero[]> {
  return (await latestDrawn(db)).map((draw) => ({
    gameId: draw.gameCode,
    drawNo: draw.drawNo,
    numbers: draw.numbers ?? '',
    drawAt: draw.drawAt.toISOString(),
  }));
}

/** R-API-69: the games ranked by real bets (sub-orders not cancelled) of the last seven days. */
export async function popularGames(db: DbOrTx): Promise<LotteryPopular> {
  const counts = await betCountsByGame(db);
  const catalogue = await catalogueEntries(db);
  return (await enabledGames(db))
    .map((row) => ({
      gameId: row.code,
      name: catalogue.get(row.code)?.name ?? lotteryGameByCode(row.code)?.name ?? row.code,
      bets: counts.get(row.code) ?? 0,
    }))
    .sort((a, b) => b.bets - a.bets || a.gameId.localeCompare(b.gameId));
}
