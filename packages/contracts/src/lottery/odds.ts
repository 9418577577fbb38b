import { LOTTO_TIERS, lottoRtpFraction, lottoTierChance } from './lotto.js';
import { type HouseLotteryGame, type LotteryBetType, lotteryOdds, lotteryWins, orderCount } from './rules.js';

/** Every draw a game can make, each equally likely: "000" … "999". */
export function allDraws(game: HouseLotteryGame): string[] {
  const count = 10 ** game.digits;
  return Array.from({ length: count }, (_, n) => String(n).padStart(game.digits, '0'));
}

/**
 * The exact chance that `pick` wins, as winning draws / all draws, counted over every draw (every
 * draw is equally likely, as fair.ts makes them).
 */
export function winningDraws(game: HouseLotteryGame, betType: LotteryBetType, pick: string) {
  const draws = allDraws(game);
  return { wins: draws.filter((numbers) => lotteryWins(betType, pick, numbers)).length, of: draws.length };
}

/**
 * The return to player of one unit on `pick` as an exact fraction: odds × winning draws / all
 * draws. The house edge is 1 − RTP.
 */
export function lotteryRtpFraction(game: HouseLotteryGame, betType: LotteryBetType, pick: string) {
  // A lotto ticket's return is the same whatever its numbers: the prize table over the draws.
  if (game.lotto && lotteryOdds(game, betType, pick) !== undefined) return lottoRtpFraction(game.lotto);
  const odds = lotteryOdds(game, betType, pick);
  if (odds === undefined) throw new RangeError(`${game.code} has no ${betType} bet on ${pick}`);
  const { wins, of } = winningDraws(game, betType, pick);
  return { numerator: odds * wins, denominator: of };
}

/** The odds table a game page shows: each bet type (rambolito by its number of orders) with its
 * return per unit, chance of winning and RTP in basis points; a lotto game's prize table, one row a
 * tier (3, 4, 5 and 6 matched), each with its exact chance and its share of the RTP. */
export function lotteryOddsTable(game: HouseLotteryGame) {
  const rows: {
    betType: LotteryBetType;
    orders: number | null;
    /** Lotto games: how many matched numbers the row pays; null for the digit games. */
    matches: number | null;
    odds: number;
    chance: string;
    rtpBp: number;
  }[] = [];
  if (game.lotto) {
    for (const matches of LOTTO_TIERS) {
      const odds = game.lotto.prizes[matches];
      const { wins, of } = lottoTierChance(game.lotto.pool, matches);
      rows.push({
        betType: 'lotto6',
        orders: null,
        matches,
        odds,
        chance: `${wins}/${of}`,
        rtpBp: Math.round((odds * wins * 10_000) / of),
      });
    }
    return rows;
  }
  for (const betType of game.betTypes) {
    const samples =
      betType === 'rambolito'
        ? Object.keys(game.odds.rambolito ?? {}).map((orders) => ({
            orders: Number(orders),
            pick: samplePick(game.digits, Number(orders)),
          }))
        : [{ orders: null, pick: betType === 'straight' ? '1'.repeat(game.digits) : '1' }];
    for (const { orders, pick } of samples) {
      const odds = lotteryOdds(game, betType, pick);
      if (odds === undefined) continue;
      const { wins, of } = winningDraws(game, betType, pick);
      rows.push({
        betType,
        orders,
        matches: null,
        odds,
        chance: `${wins}/${of}`,
        rtpBp: Math.round((odds * wins * 10_000) / of),
      });
    }
  }
  return rows;
}

/** A pick of `digits` digits with exactly `orders` orders (for 3 digits: 6 → "012", 3 → "001"). */
export function samplePick(digits: number, orders: number): string {
  for (let n = 0; n < 10 ** digits; n++) {
    const pick = String(n).padStart(digits, '0');
    if (orderCount(pick) === orders) return pick;
  }
  throw new RangeError(`no ${digits}-digit pick has ${orders} orders`);
}
