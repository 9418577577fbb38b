/**
 * The "pick 6 of N" lotto games (R-GAMES-01, LOTT): a ticket is 6 different numbers from 1..N, the
 * draw is 6 different numbers from 1..N, and the house pays fixed odds by how many of the 6 match.
 * Pure numbers, no zod and no Node API: the game page shows the very table the server pays by.
 */
import type { HouseLotteryGame } from './rules.js';

/** How many numbers a lotto ticket and a lotto draw have. */
export const LOTTO_PICKS = 6;
/** The match counts that pay, lowest first. */
export const LOTTO_TIERS = [3, 4, 5, 6] as const;
export type LottoTier = (typeof LOTTO_TIERS)[number];

/** A pick-6 game's format: its pool 1..N and its published fixed-odds prize table. */
export interface LottoFormat {
  /** The numbers run 1..pool. */
  pool: number;
  /**
   * What one unit of stake returns with 3, 4, 5 or all 6 numbers matched, stake included
   * (house-backed fixed odds: no pari-mutuel jackpot, no sharing between winners).
   */
  prizes: Readonly<Record<LottoTier, number>>;
  /**
   * The most one ticket can win, in centavos, published. A ticket's stake is at most
   * maxWinCentavos / prizes[6] (lottoMaxStakeCentavos), so no accepted ticket ever reaches past it
   * and the stated RTP holds for every ticket.
   */
  maxWinCentavos: number;
}

/** A pick-6 lotto game (its `lotto` format is set). */
export type LottoGame = HouseLotteryGame & { lotto: LottoFormat };
export const isLottoGame = (game: HouseLotteryGame): game is LottoGame => game.lotto !== undefined;

/** The largest stake of one ticket of the game, in centavos (its 6-match prize reaches the cap). */
export const lottoMaxStakeCentavos = (format: LottoFormat) =>
  Math.floor(format.maxWinCentavos / format.prizes[6]);

/**
 * The numbers of a ticket or a draw as typed, in any order with any separators ("41 3 7 12 25 33",
 * "3,7,12,25,33,41"), or undefined unless they are exactly 6 different whole numbers in 1..pool.
 */
export function parseLottoNumbers(pool: number, text: string): number[] | undefined {
  if (!/^[0-9\s,;./-]*$/u.test(text)) return undefined;
  const parts = text.split(/[^0-9]+/u).filter((part) => part !== '');
  if (parts.length !== LOTTO_PICKS || parts.some((part) => part.length > 2)) return undefined;
  const numbers = parts.map(Number).sort((a, b) => a - b);
  if (numbers.some((n) => n < 1 || n > pool)) return undefined;
  if (new Set(numbers).size !== LOTTO_PICKS) return undefined;
  return numbers;
}

/** Numbers in their stored form: ascending, two digits each, joined by "-" ("03-07-12-25-33-41"). */
export const lottoText = (numbers: readonly number[]) =>
  [...numbers]
    .sort((a, b) => a - b)
    .map((n) => String(n).padStart(2, '0'))
    .join('-');

/** The stored form of typed numbers, or undefined when they are not 6 different numbers of 1..pool. */
export function canonicalLotto(pool: number, text: string): string | undefined {
  const numbers = parseLottoNumbers(pool, text);
  return numbers && lottoText(numbers);
}

/** Whether `text` is 6 different numbers of 1..pool in the stored form. */
export const isLottoText = (pool: number, text: string) => canonicalLotto(pool, text) === text;

/** The numbers of a stored pick or draw. */
export const lottoNumbersOf = (text: string) => text.split('-').map(Number);

/** How many of a ticket's numbers are among the drawn ones. */
export function lottoMatches(pick: string, numbers: string): number {
  const drawn = new Set(lottoNumbersOf(numbers));
  return lottoNumbersOf(pick).filter((n) => drawn.has(n)).length;
}

/** What one unit returns with `matches` numbers matched (0 below 3). */
export const lottoPrize = (format: LottoFormat, matches: number) =>
  (LOTTO_TIERS as readonly number[]).includes(matches) ? format.prizes[matches as LottoTier] : 0;

/** n choose k, exactly (the pools are small enough for whole numbers below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * The exact chance of matching `matches` of the 6, hypergeometric: C(6,k)·C(N−6,6−k) of the
 * C(N,6) equally likely draws.
 */
export function lottoTierChance(pool: number, matches: number) {
  return {
    wins: choose(LOTTO_PICKS, matches) * choose(pool - LOTTO_PICKS, LOTTO_PICKS - matches),
    of: choose(pool, LOTTO_PICKS),
  };
}

/** The return to player of one unit as an exact fraction over the C(N,6) draws: Σ prize × wins. */
export function lottoRtpFraction(format: LottoFormat) {
  let numerator = 0;
  for (const k of LOTTO_TIERS) numerator += format.prizes[k] * lottoTierChance(format.pool, k).wins;
  return { numerator, denominator: choose(format.pool, LOTTO_PICKS) };
}

/** The RTP in basis points, rounded (55.30 % → 5530). */
export function lottoRtpBp(format: LottoFormat): number {
  const { numerator, denominator } = lottoRtpFraction(format);
  return Math.round((numerator * 10_000) / denominator);
}
