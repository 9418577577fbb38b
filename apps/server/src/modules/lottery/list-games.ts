import {
  houseLotteryByCode,
  type LotteryDrawView,
  type LotteryGameList,
  type LotteryNumero,
  type LotteryPopular,
  lotteryOddsTable,
} from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { catalogueEntries } from './catalogue-repository.js';
import { enabledGames, type LotteryDrawRow, latestDrawn, openDrawOf } from './draw-repository.js';
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

/** R-API-64: the house lotteries with their odds and the draw taking bets now. */
export async function listLotteryGames(db: DbOrTx, now: number): Promise<LotteryGameList> {
  const catalogue = await catalogueEntries(db);
  const list: LotteryGameList = [];
  for (const row of await enabledGames(db)) {
    const game = houseLotteryByCode(row.code);
    if (!game) continue;
    const open = await openDrawOf(db, game.code, new Date(now));
    const entry = catalogue.get(game.code);
    list.push({
      gameId: game.code,
      gameGroupId: `house-${game.digits}d`,
      name: entry?.name ?? game.code,
      icon: entry?.icon ?? '',
      lottoMode: 'Elott',
      prizeMode: 'Elott',
      category: 'ELOTT',
      digits: game.digits,
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
      name: catalogue.get(row.code)?.name ?? row.code,
      bets: counts.get(row.code) ?? 0,
    }))
    .sort((a, b) => b.bets - a.bets || a.gameId.localeCompare(b.gameId));
}
