/**
 * The house lotteries: their games, bet types and the published odds table. Pure numbers, no zod
 * and no Node API, so the game page shows the very table the server pays by.
 */

import {
  canonicalLotto,
  isLottoText,
  type LottoFormat,
  lottoMatches,
  lottoMaxStakeCentavos,
  lottoPrize,
} from './lotto.js';

/**
 * A bet type: straight (exact order), rambolito (any order), first or last digit of the digit games;
 * lotto6, the 6 numbers of a pick-6 lotto game (lotto.ts), paid by how many match.
 */
export const LOTTERY_BET_TYPES = ['straight', 'rambolito', 'first', 'last', 'lotto6'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

export interface HouseLotteryGame {
  /** The game's id in the catalogue and the gateway (`gameId`). */
  code: string;
  /**
   * `house`: drawn by the server from its committed seed on the interval (ELOTT). `official`: the
   * numbers come from an outside draw on a daily schedule, entered by one operator and confirmed by
   * another (LOTT); betting closes `closeBeforeSeconds` before each draw time.
   */
  kind: 'house' | 'official';
  /** How many digits (0–9) a draw has; 0 for the pick-6 lotto games, whose draw is `lotto`'s. */
  digits: number;
  /**
   * The pick-6 lotto games (lotto.ts): a ticket and a draw are 6 different numbers of 1..pool, paid
   * by the prize table by how many match. Unset for the digit games.
   */
  lotto?: LottoFormat;
  /** A draw every `intervalSeconds` (1–5 minutes); 0 for official games, drawn on `drawTimes`. */
  intervalSeconds: number;
  /** Official games: the draw times of every draw day, Asia/Manila, "HH:MM", in order. */
  drawTimes?: readonly string[];
  /** Official games drawn on some weekdays only (0 Sunday … 6 Saturday, Manila date); unset, every day. */
  drawDays?: readonly number[];
  /**
   * The regional lotteries' games (R-GAMES-45): the region (Vietnam) or country whose official draw
   * settles them, under which their menu lists them.
   */
  region?: LotteryRegion;
  /** The name shown when the catalogue has none (the regional games: their province or draw). */
  name?: string;
  /** Betting on a draw closes this long before its draw time. */
  closeBeforeSeconds: number;
  betTypes: readonly LotteryBetType[];
  /**
   * The published odds: what one unit of stake returns when it wins, stake included. Rambolito's
   * return depends on how many orders its digits have (6 for three different digits, 3 with a pair…),
   * keyed by that count; a pick whose digits are all the same has one order and is a straight.
   */
  odds: {
    /** Every digit game has it; the lotto games pay by their `lotto` prize table instead. */
    straight?: number;
    rambolito?: Readonly<Record<number, number>>;
    first?: number;
    last?: number;
  };
}

/** Pick 3 Fast: three digits every three minutes. */
export const LOTTERY_PICK3: HouseLotteryGame = {
  code: 'pick3-fast',
  kind: 'house',
  digits: 3,
  intervalSeconds: 180,
  closeBeforeSeconds: 15,
  betTypes: ['straight', 'rambolito', 'first', 'last'],
  odds: { straight: 900, rambolito: { 3: 300, 6: 150 }, first: 9, last: 9 },
};

/** Pick 2 Express: two digits every minute. */
export const LOTTERY_PICK2: HouseLotteryGame = {
  code: 'pick2-express',
  kind: 'house',
  digits: 2,
  intervalSeconds: 60,
  closeBeforeSeconds: 10,
  betTypes: ['straight', 'rambolito', 'first', 'last'],
  odds: { straight: 90, rambolito: { 2: 45 }, first: 9, last: 9 },
};

export const HOUSE_LOTTERIES: readonly HouseLotteryGame[] = [LOTTERY_PICK3, LOTTERY_PICK2];

/** PCSO's daily draw times of its 3D and 2D games (Asia/Manila). */
const PCSO_DRAW_TIMES = ['14:00', '17:00', '21:00'] as const;
/** Betting on an official draw closes this long before it by default (the operator may change it). */
export const OFFICIAL_CLOSE_BEFORE_SECONDS = 30 * 60;

/**
 * 3D (official results): modelled on PCSO's Swertres, three digits 0–9, exact order (straight) or
 * any order (rambolito), drawn at 2 pm, 5 pm and 9 pm Manila time. Not a PCSO product: the operator
 * enters PCSO's official numbers and a second operator confirms them. Odds as the house games (90 %).
 */
export const LOTTERY_OFFICIAL_3D: HouseLotteryGame = {
  code: 'official-3d',
  kind: 'official',
  digits: 3,
  intervalSeconds: 0,
  drawTimes: PCSO_DRAW_TIMES,
  closeBeforeSeconds: OFFICIAL_CLOSE_BEFORE_SECONDS,
  betTypes: ['straight', 'rambolito'],
  odds: { straight: 900, rambolito: { 3: 300, 6: 150 } },
};

/** 2D (official results): modelled on PCSO's EZ2, two digits 0–9, on the same schedule. */
export const LOTTERY_OFFICIAL_2D: HouseLotteryGame = {
  code: 'official-2d',
  kind: 'official',
  digits: 2,
  intervalSeconds: 0,
  drawTimes: PCSO_DRAW_TIMES,
  closeBeforeSeconds: OFFICIAL_CLOSE_BEFORE_SECONDS,
  betTypes: ['straight', 'rambolito'],
  odds: { straight: 90, rambolito: { 2: 45 } },
};

/** The three regions of Vietnam's lottery, each drawing at its own hour (R-API-66). */
export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];
/** The countries of the sea lottery's 4D draws (R-GAMES-01). */
export const SEA_COUNTRIES = ['singapore', 'malaysia'] as const;
export type SeaCountry = (typeof SEA_COUNTRIES)[number];
/** How a regional lottery's menu groups its games (regional.ts): a Vietnamese region or a country. */
export const LOTTERY_REGIONS = [...VN_REGIONS, ...SEA_COUNTRIES] as const;
export type LotteryRegion = (typeof LOTTERY_REGIONS)[number];

export const LOTTERY_LIMITS = {
  /** One unit of stake, in centavos, is ₱1 … ₱500. */
  minUnitCentavos: 100,
  maxUnitCentavos: 50_000,
  /** The multiplier: how many units of the stake a sub-order plays. */
  maxMultiplier: 100,
  /** How many sub-orders (numbers) one order may hold. */
  maxSubOrders: 20,
} as const;

/**
 * Drawn numbers in their stored form for `game`: exactly its digits, 0–9 each ("407"); for a lotto
 * game 6 different numbers of 1..N, ascending, two digits each ("03-07-12-25-33-41").
 */
export function isDrawNumbers(game: HouseLotteryGame, numbers: string): boolean {
  if (game.lotto) return isLottoText(game.lotto.pool, numbers);
  return new RegExp(`^[0-9]{${game.digits}}$`).test(numbers);
}

/**
 * Numbers as an operator or a player typed them, in their stored form, or undefined when they are
 * not the game's: digit games drop spaces, commas and dashes ("4-0-7" → "407"); lotto games take 6
 * different numbers of 1..N in any order ("41 3 7 12 25 33" → "03-07-12-25-33-41").
 */
export function drawNumbersOf(game: HouseLotteryGame, typed: string): string | undefined {
  if (game.lotto) return canonicalLotto(game.lotto.pool, typed);
  const numbers = typed.replace(/[\s,-]/gu, '');
  return isDrawNumbers(game, numbers) ? numbers : undefined;
}

/**
 * A pick of the bet type in its stored form: the digit games' digits of exactly the game's length
 * ("07", "123"), first or last one digit; a lotto ticket's 6 numbers as isDrawNumbers says.
 */
export function isPick(game: HouseLotteryGame, betType: LotteryBetType, pick: string): boolean {
  if (game.lotto || betType === 'lotto6') return betType === 'lotto6' && isDrawNumbers(game, pick);
  if (betType === 'first' || betType === 'last') return /^[0-9]$/.test(pick);
  if (!new RegExp(`^[0-9]{${game.digits}}$`).test(pick)) return false;
  if (betType === 'rambolito') return orderCount(pick) > 1;
  return true;
}

/** How many different orders the digits of `pick` have (123 → 6, 112 → 3, 111 → 1). */
export function orderCount(pick: string): number {
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const counts = new Map<string, number>();
  for (const digit of pick) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  let orders = factorial(pick.length);
  for (const count of counts.values()) orders /= factorial(count);
  return orders;
}

/** The published return of one unit on `pick`, stake included; undefined when the game has no such bet. */
export function lotteryOdds(
  game: HouseLotteryGame,
  betType: LotteryBetType,
  pick: string,
): number | undefined {
  if (!game.betTypes.includes(betType) || !isPick(game, betType, pick)) return undefined;
  // A lotto ticket is sold at its prize table; its odds are the table's top, 6 matched.
  if (game.lotto) return game.lotto.prizes[6];
  if (betType === 'lotto6') return undefined;
  if (betType === 'rambolito') return game.odds.rambolito?.[orderCount(pick)];
  return game.odds[betType];
}

const sorted = (text: string) => [...text].sort().join('');

/**
 * Whether `pick` wins on the drawn `numbers` (the draw's digits as text, e.g. "305"; a lotto draw's
 * numbers, e.g. "03-07-12-25-33-41", where 3 or more matched numbers win).
 */
export function lotteryWins(betType: LotteryBetType, pick: string, numbers: string): boolean {
  switch (betType) {
    case 'lotto6':
      return lottoMatches(pick, numbers) >= 3;
    case 'straight':
      return pick === numbers;
    case 'rambolito':
      return sorted(pick) === sorted(numbers);
    case 'first':
      return numbers.startsWith(pick);
    case 'last':
      return numbers.endsWith(pick);
  }
}

/** What a sub-order returns on a draw, in centavos (0 when it loses). */
export function lotteryPayoutCentavos(
  game: HouseLotteryGame,
  betType: LotteryBetType,
  pick: string,
  stakeCentavos: number,
  numbers: string,
): number {
  const odds = lotteryOdds(game, betType, pick);
  if (odds === undefined || !lotteryWins(betType, pick, numbers)) return 0;
  if (game.lotto)
    return Math.min(
      stakeCentavos * lottoPrize(game.lotto, lottoMatches(pick, numbers)),
      game.lotto.maxWinCentavos,
    );
  return stakeCentavos * odds;
}

/**
 * The most one sub-order of the game may stake, in centavos: the lotto games' cap (its 6-match win
 * is at most the published maximum); undefined for the digit games (only the unit and multiplier
 * limits apply).
 */
export function maxStakeCentavosOf(game: HouseLotteryGame): number | undefined {
  return game.lotto ? lottoMaxStakeCentavos(game.lotto) : undefined;
}
