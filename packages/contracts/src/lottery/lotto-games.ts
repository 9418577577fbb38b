/**
 * The official pick-6 lotto games, modelled on PCSO's draw games of the same formats. Not PCSO
 * products: the operator enters PCSO's official numbers and a second operator confirms them, as for
 * 3D and 2D; the house pays its own published fixed odds (no pari-mutuel jackpot).
 *
 * Draw days, all at 9 pm Manila: Ultra Lotto 6/58 Tuesday, Friday and Sunday; Grand Lotto 6/55
 * Monday, Wednesday and Saturday; Super Lotto 6/49 Tuesday, Thursday and Sunday; Mega Lotto 6/45
 * Monday, Wednesday and Friday (ask2use.com, "Lotto Schedule in the Philippines", and
 * onlinelotto.ph, "Lotto Draw Schedule: PCSO Lotto Draws"); Lotto 6/42 Tuesday, Thursday and
 * Saturday, the commonly published schedule (the first page still lists an older Tuesday and
 * Saturday one). The operator moves a draw PCSO moves with `npm run ops -- lottery reschedule`.
 *
 * Prize tables: each returns about 55 % of stakes (lottoRtpBp: 6/42 55.30 %, 6/45 55.40 %, 6/49
 * 55.85 %, 6/55 56.01 %, 6/58 55.48 %), near the prize fund of real lotto games, most of it on 3 and
 * 4 matches. A ticket wins at most ₱10,000,000: its stake is at most ₱10,000,000 / the 6-match
 * prize (₱100 on 6/42 … ₱20 on 6/58), so the house's exposure per ticket is bounded and published.
 */
import type { LottoFormat } from './lotto.js';
import { type HouseLotteryGame, OFFICIAL_CLOSE_BEFORE_SECONDS } from './rules.js';

/** The most one lotto ticket wins: ₱10,000,000. */
export const LOTTO_MAX_WIN_CENTAVOS = 1_000_000_000;

function lottoGame(code: string, drawDays: number[], lotto: Omit<LottoFormat, 'maxWinCentavos'>) {
  return {
    code,
    kind: 'official',
    digits: 0,
    intervalSeconds: 0,
    drawTimes: ['21:00'],
    drawDays,
    closeBeforeSeconds: OFFICIAL_CLOSE_BEFORE_SECONDS,
    betTypes: ['lotto6'],
    odds: {},
    lotto: { ...lotto, maxWinCentavos: LOTTO_MAX_WIN_CENTAVOS },
  } as const satisfies HouseLotteryGame;
}

/** Lotto 6/42: Tuesday, Thursday, Saturday. */
export const LOTTO_642 = lottoGame('lotto-642', [2, 4, 6], {
  pool: 42,
  prizes: { 3: 10, 4: 95, 5: 2_200, 6: 100_000 },
});
/** Mega Lotto 6/45: Monday, Wednesday, Friday. */
export const LOTTO_645 = lottoGame('lotto-645', [1, 3, 5], {
  pool: 45,
  prizes: { 3: 12, 4: 130, 5: 3_200, 6: 125_000 },
});
/** Super Lotto 6/49: Tuesday, Thursday, Sunday. */
export const LOTTO_649 = lottoGame('lotto-649', [2, 4, 0], {
  pool: 49,
  prizes: { 3: 16, 4: 175, 5: 5_000, 6: 200_000 },
});
/** Grand Lotto 6/55: Monday, Wednesday, Saturday. */
export const LOTTO_655 = lottoGame('lotto-655', [1, 3, 6], {
  pool: 55,
  prizes: { 3: 22, 4: 280, 5: 10_000, 6: 250_000 },
});
/** Ultra Lotto 6/58: Tuesday, Friday, Sunday. */
export const LOTTO_658 = lottoGame('lotto-658', [2, 5, 0], {
  pool: 58,
  prizes: { 3: 25, 4: 360, 5: 12_000, 6: 500_000 },
});

export const LOTTO_GAMES: readonly HouseLotteryGame[] = [
  LOTTO_642,
  LOTTO_645,
  LOTTO_649,
  LOTTO_655,
  LOTTO_658,
];
