import { describe, expect, it } from 'vitest';
import {
  canonicalLotto,
  drawNumbersOf,
  drawTimeMs,
  type HouseLotteryGame,
  isDrawNumbers,
  isPick,
  LOTTERY_OFFICIAL_3D,
  LOTTO_642,
  LOTTO_645,
  LOTTO_649,
  LOTTO_655,
  LOTTO_658,
  LOTTO_GAMES,
  lotteryOdds,
  lotteryOddsTable,
  lotteryPayoutCentavos,
  lotteryRtpFraction,
  lotteryWins,
  lottoMatches,
  lottoRtpBp,
  lottoRtpFraction,
  lottoText,
  maxStakeCentavosOf,
  nextDrawNo,
  OFFICIAL_LOTTERIES,
  parseLottoNumbers,
} from '../index.js';

/** n choose k in BigInt, independently of the code under test. */
function C(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0n; i < BigInt(k); i++) result = (result * (BigInt(n) - i)) / (i + 1n);
  return result;
}

/** A draw sharing exactly `k` numbers with the ticket 1..6 of pool `n` (the rest from the top). */
function drawMatching(k: number, n: number): string {
  const drawn = [1, 2, 3, 4, 5, 6].slice(0, k);
  for (let x = n; drawn.length < 6; x--) drawn.push(x);
  return lottoText(drawn);
}

describe('pick-6 lotto prize tables, issue 14 (exact, hypergeometric)', () => {
  // The stated RTP of each game (lotto-games.ts), in basis points, rounded.
  const stated: Record<string, number> = {
    'lotto-642': 5530,
    'lotto-645': 5540,
    'lotto-649': 5585,
    'lotto-655': 5601,
    'lotto-658': 5548,
  };

  it('each game returns its stated RTP, computed exactly from C(6,k)·C(N−6,6−k)/C(N,6)', () => {
    expect(LOTTO_GAMES.map((game) => game.code)).toEqual(Object.keys(stated));
    for (const game of LOTTO_GAMES) {
      const lotto = game.lotto;
      if (!lotto) throw new Error(`${game.code} has no prize table`);
      const all = C(lotto.pool, 6);
      // The chances of 0…6 matched add up to one: every draw is counted once.
      let draws = 0n;
      for (let k = 0; k <= 6; k++) draws += C(6, k) * C(lotto.pool - 6, 6 - k);
      expect(draws).toBe(all);
      let returned = 0n;
      for (const k of [3, 4, 5, 6] as const)
        returned += BigInt(lotto.prizes[k]) * C(6, k) * C(lotto.pool - 6, 6 - k);
      const { numerator, denominator } = lottoRtpFraction(lotto);
      expect(BigInt(denominator)).toBe(all);
      expect(BigInt(numerator)).toBe(returned);
      // Rounded to basis points, as the game page states it; every game between 50 and 60 %.
      expect(Number((returned * 10_000n + all / 2n) / all), game.code).toBe(stated[game.code]);
      expect(lottoRtpBp(lotto)).toBe(stated[game.code]);
      expect(lotteryRtpFraction(game, 'lotto6', '01-02-03-04-05-06')).toEqual({ numerator, denominator });
    }
  });

  it('the table the page shows is the one the server pays by, tier by tier', () => {
    for (const game of LOTTO_GAMES) {
      const lotto = game.lotto;
      if (!lotto) throw new Error('no table');
      const rows = lotteryOddsTable(game);
      expect(rows.map((row) => row.matches)).toEqual([3, 4, 5, 6]);
      const ticket = '01-02-03-04-05-06';
      const stake = 1_000; // ₱10
      for (const row of rows) {
        const k = row.matches ?? 0;
        expect(row.betType).toBe('lotto6');
        expect(row.odds).toBe(lotto.prizes[k as 3 | 4 | 5 | 6]);
        expect(row.chance).toBe(`${C(6, k) * C(lotto.pool - 6, 6 - k)}/${C(lotto.pool, 6)}`);
        const drawn = drawMatching(k, lotto.pool);
        expect(lottoMatches(ticket, drawn)).toBe(k);
        expect(lotteryWins('lotto6', ticket, drawn)).toBe(true);
        expect(lotteryPayoutCentavos(game, 'lotto6', ticket, stake, drawn)).toBe(stake * row.odds);
      }
      for (const k of [0, 1, 2]) {
        const drawn = drawMatching(k, lotto.pool);
        expect(lotteryWins('lotto6', ticket, drawn)).toBe(false);
        expect(lotteryPayoutCentavos(game, 'lotto6', ticket, stake, drawn)).toBe(0);
      }
      // A ticket is sold at its table's top prize.
      expect(lotteryOdds(game, 'lotto6', ticket)).toBe(lotto.prizes[6]);
    }
  });

  it('on a small pool the payout summed over every draw equals the exact RTP', () => {
    // 6 of 12: 924 draws, each ticket checked over all of them with the settlement's own functions.
    const toy: HouseLotteryGame = {
      ...LOTTO_642,
      code: 'toy',
      lotto: { pool: 12, prizes: { 3: 2, 4: 10, 5: 100, 6: 500 }, maxWinCentavos: 10 ** 9 },
    };
    const draws: string[] = [];
    const pick = (from: number, chosen: number[]) => {
      if (chosen.length === 6) return void draws.push(lottoText(chosen));
      for (let n = from; n <= 12; n++) pick(n + 1, [...chosen, n]);
    };
    pick(1, []);
    expect(draws.length).toBe(924);
    for (const ticket of [draws[0] ?? '', draws[500] ?? '', '02-05-07-08-11-12']) {
      const returned = draws.reduce(
        (sum, drawn) => sum + lotteryPayoutCentavos(toy, 'lotto6', ticket, 1, drawn),
        0,
      );
      const { numerator, denominator } = lottoRtpFraction(toy.lotto ?? LOTTO_642.lotto);
      expect(denominator).toBe(924);
      expect(returned).toBe(numerator);
    }
  });

  it('caps the stake so a ticket never wins past the published maximum', () => {
    expect(LOTTO_GAMES.map((game) => maxStakeCentavosOf(game))).toEqual([10_000, 8_000, 5_000, 4_000, 2_000]);
    for (const game of LOTTO_GAMES) {
      const max = maxStakeCentavosOf(game) ?? 0;
      const ticket = '01-02-03-04-05-06';
      expect(lotteryPayoutCentavos(game, 'lotto6', ticket, max, ticket)).toBeLessThanOrEqual(
        game.lotto?.maxWinCentavos ?? 0,
      );
    }
    expect(maxStakeCentavosOf(LOTTERY_OFFICIAL_3D)).toBeUndefined();
  });
});

describe('pick-6 lotto numbers: one validation for the page, the server and the operators', () => {
  it('takes 6 different numbers of 1..N in any order and stores them sorted and zero-padded', () => {
    expect(canonicalLotto(42, '41 3 7 12 25 33')).toBe('03-07-12-25-33-41');
    expect(canonicalLotto(42, '3-7-12-25-33-41')).toBe('03-07-12-25-33-41');
    expect(canonicalLotto(58, '58,1,2,3,4,5')).toBe('01-02-03-04-05-58');
    expect(drawNumbersOf(LOTTO_645, '45 44 43 42 41 40')).toBe('40-41-42-43-44-45');
    expect(parseLottoNumbers(49, '1 2 3 4 5 49')).toEqual([1, 2, 3, 4, 5, 49]);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '1 2 3 4 5', // five
      '1 2 3 4 5 6 7', // seven
      '1 2 3 4 5 5', // a number twice
      '0 1 2 3 4 5', // below 1
      '1 2 3 4 5 43', // past 42
      '1 2 3 4 5 6.5', // not whole
      '1 2 3 4 5 x',
      '001 2 3 4 5 6',
      '',
    ])
      expect(canonicalLotto(42, bad), bad).toBeUndefined();
    // Stored form only: unsorted or unpadded numbers are not a stored pick or draw.
    expect(isDrawNumbers(LOTTO_642, '03-07-12-25-33-41')).toBe(true);
    expect(isDrawNumbers(LOTTO_642, '3-7-12-25-33-41')).toBe(false);
    expect(isDrawNumbers(LOTTO_642, '41-33-25-12-07-03')).toBe(false);
    expect(isPick(LOTTO_642, 'lotto6', '03-07-12-25-33-41')).toBe(true);
    expect(isPick(LOTTO_642, 'lotto6', '03-07-12-25-33-43')).toBe(false);
    expect(isPick(LOTTO_655, 'lotto6', '03-07-12-25-33-55')).toBe(true);
    // No digit bets on a lotto game, no lotto bet on a digit game.
    expect(isPick(LOTTO_642, 'straight', '123')).toBe(false);
    expect(lotteryOdds(LOTTO_642, 'straight', '123')).toBeUndefined();
    expect(isPick(LOTTERY_OFFICIAL_3D, 'lotto6', '03-07-12-25-33-41')).toBe(false);
    expect(lotteryOdds(LOTTERY_OFFICIAL_3D, 'lotto6', '03-07-12-25-33-41')).toBeUndefined();
    // The digit games keep their own form.
    expect(drawNumbersOf(LOTTERY_OFFICIAL_3D, '4-0-7')).toBe('407');
    expect(drawNumbersOf(LOTTERY_OFFICIAL_3D, '4-0')).toBeUndefined();
  });

  it('draws at 9 pm Manila on each game’s weekdays, among the official games', () => {
    const codes = OFFICIAL_LOTTERIES.map((game) => game.code);
    for (const game of [LOTTO_642, LOTTO_645, LOTTO_649, LOTTO_655, LOTTO_658])
      expect(codes).toContain(game.code);
    // Monday 30 November 2026, noon Manila: 6/42 next draws Tuesday 1 December at 21:00 Manila.
    const monday = Date.UTC(2026, 10, 30, 4, 0);
    const next = nextDrawNo(LOTTO_642, monday);
    expect(next).toBe(2612011);
    expect(drawTimeMs(LOTTO_642, next)).toBe(Date.UTC(2026, 11, 1, 13, 0));
    // 6/45 draws that very Monday; 6/58 on Tuesday; 6/49 on Tuesday too; 6/55 on Monday.
    expect(nextDrawNo(LOTTO_645, monday)).toBe(2611301);
    expect(nextDrawNo(LOTTO_655, monday)).toBe(2611301);
    expect(nextDrawNo(LOTTO_649, monday)).toBe(2612011);
    expect(nextDrawNo(LOTTO_658, monday)).toBe(2612011);
    // A number on another weekday names no draw.
    expect(drawTimeMs(LOTTO_642, 2611301)).toBeNaN();
  });
});
