/** Every lottery game this install runs, and the lookups by code. */
import { LOTTO_GAMES } from './lotto-games.js';
import { SEA_LOTTERIES, VN_LOTTERIES } from './regional.js';
import { HOUSE_LOTTERIES, type HouseLotteryGame, LOTTERY_OFFICIAL_2D, LOTTERY_OFFICIAL_3D } from './rules.js';

export const OFFICIAL_LOTTERIES: readonly HouseLotteryGame[] = [
  LOTTERY_OFFICIAL_3D,
  LOTTERY_OFFICIAL_2D,
  ...LOTTO_GAMES,
  ...VN_LOTTERIES,
  ...SEA_LOTTERIES,
];
/** Every lottery game: the house draws, then the official ones. */
export const LOTTERY_GAMES: readonly HouseLotteryGame[] = [...HOUSE_LOTTERIES, ...OFFICIAL_LOTTERIES];

/** A house (seed-drawn) lottery; undefined for official games. */
export function houseLotteryByCode(code: string): HouseLotteryGame | undefined {
  return HOUSE_LOTTERIES.find((game) => game.code === code);
}

/** Any lottery game, house or official. */
export function lotteryGameByCode(code: string): HouseLotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.code === code);
}

/** An official-results game; undefined for house games. */
export function officialLotteryByCode(code: string): HouseLotteryGame | undefined {
  return OFFICIAL_LOTTERIES.find((game) => game.code === code);
}
