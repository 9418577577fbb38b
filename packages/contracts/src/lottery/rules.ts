/**
 * The house lotteries: their games, bet types and the published odds table. Pure numbers, no zod
 * and no Node API, so the game page shows the very table the server pays by.
 */

/** A bet type: straight (exact order), rambolito (any order), first or last digit. */
export const LOTTERY_BET_TYPES = ['straight', 'rambolito', 'first', 'last'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

export interface HouseLotteryGame {
  /** The game's id in the catalogue and the gateway (`gameId`). */
  code: string;
  /** How many digits (0–9) a draw has. */
  digits: number;
  /** A draw every `intervalSeconds` (1–5 minutes). */
  intervalSeconds: number;
  /** Betting on a draw closes this long before its draw time. */
  closeBeforeSeconds: number;
  betTypes: readonly LotteryBetType[];
  /**
   * The published odds: what one unit of stake returns when it wins, stake included. Rambolito's
   * return depends on how many orders its digits have (6 for three different digits, 3 with a pair…),
   * keyed by that count; a pick whose digits are all the same has one order and is a straight.
   */
  odds: {
    straight: number;
    rambolito?: Readonly<Record<number, number>>;
    first?: number;
    last?: number;
  };
}

/** Pick 3 Fast: three digits every three minutes. */
export const LOTTERY_PICK3: HouseLotteryGame = {
  code: 'pick3-fast',
  digits: 3,
  intervalSeconds: 180,
  closeBeforeSeconds: 15,
  betTypes: ['straight', 'rambolito', 'first', 'last'],
  odds: { straight: 900, rambolito: { 3: 300, 6: 150 }, first: 9, last: 9 },
};

/** Pick 2 Express: two digits every minute. */
export const LOTTERY_PICK2: HouseLotteryGame = {
  code: 'pick2-express',
  digits: 2,
  intervalSeconds: 60,
  closeBeforeSeconds: 10,
  betTypes: ['straight', 'rambolito', 'first', 'last'],
  odds: { straight: 90, rambolito: { 2: 45 }, first: 9, last: 9 },
};

export const HOUSE_LOTTERIES: readonly HouseLotteryGame[] = [LOTTERY_PICK3, LOTTERY_PICK2];

export const LOTTERY_LIMITS = {
  /** One unit of stake, in centavos, is ₱1 … ₱500. */
  minUnitCentavos: 100,
  maxUnitCentavos: 50_000,
  /** The multiplier: how many units of the stake a sub-order plays. */
  maxMultiplier: 100,
  /** How many sub-orders (numbers) one order may hold. */
  maxSubOrders: 20,
} as const;

export function houseLotteryByCode(code: string): HouseLotteryGame | undefined {
  return HOUSE_LOTTERIES.find((game) => game.code === code);
}

/** A pick's digits as text of exactly the game's length ("07", "123"), or undefined if not one. */
export function isPick(game: HouseLotteryGame, betType: LotteryBetType, pick: string): boolean {
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
  if (betType === 'rambolito') return game.odds.rambolito?.[orderCount(pick)];
  return game.odds[betType];
}

const sorted = (text: string) => [...text].sort().join('');

/** Whether `pick` wins on the drawn `numbers` (the draw's digits as text, e.g. "305"). */
export function lotteryWins(betType: LotteryBetType, pick: string, numbers: string): boolean {
  switch (betType) {
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
  return stakeCentavos * odds;
}

/** The draw number `n` of a game happens at n × interval seconds since the epoch (UTC). */
export function drawTimeMs(game: HouseLotteryGame, drawNo: number): number {
  return drawNo * game.intervalSeconds * 1000;
}

/** The first draw at or after `nowMs`. */
export function nextDrawNo(game: HouseLotteryGame, nowMs: number): number {
  return Math.ceil(nowMs / (game.intervalSeconds * 1000));
}

/** When betting on draw `drawNo` closes. */
export function closeTimeMs(game: HouseLotteryGame, drawNo: number): number {
  return drawTimeMs(game, drawNo) - game.closeBeforeSeconds * 1000;
}
