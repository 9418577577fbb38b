import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  allDraws,
  closeTimeMs,
  digitsOfBytes,
  drawTimeMs,
  HOUSE_LOTTERIES,
  isPick,
  LOTTERY_GAMES,
  LOTTERY_PICK2,
  LOTTERY_PICK3,
  lotteryCommitment,
  lotteryNumbers,
  lotteryOdds,
  lotteryOddsTable,
  lotteryPayoutCentavos,
  lotteryRtpFraction,
  lotteryWins,
  nextDrawNo,
  orderCount,
  SEA_LOTTERIES,
  VN_LOTTERIES,
} from '../index.js';

/** The draw computed with node:crypto, independently of the WebCrypto code under test. */
function nodeNumbers(seed: string, game: string, drawNo: number, digits: number): string {
  const out: number[] = [];
  for (let round = 0; out.length < digits; round++) {
    const mac = createHmac('sha256', seed).update(`${game}:${drawNo}:${round}`).digest();
    for (const byte of mac) if (out.length < digits && byte < 250) out.push(byte % 10);
  }
  return out.join('');
}

describe('house lottery odds, issue 14 (exact, from the definitions)', () => {
  it('every bet type of every house lottery has its exact chance, RTP and house edge', () => {
    // Straight: 1 draw in 10^d; rambolito on a pick with k orders: k draws; first/last digit: 1 in 10.
    const expected: Record<string, [string, string, number, number][]> = {
      'pick3-fast': [
        ['straight', '123', 1, 1000],
        ['rambolito', '123', 6, 1000],
        ['rambolito', '112', 3, 1000],
        ['first', '7', 100, 1000],
        ['last', '0', 100, 1000],
      ],
      'pick2-express': [
        ['straight', '42', 1, 100],
        ['rambolito', '42', 2, 100],
        ['first', '4', 10, 100],
        ['last', '9', 10, 100],
      ],
      // The official-results games, on uniform outside draws, by the same definitions.
      'official-3d': [
        ['straight', '407', 1, 1000],
        ['rambolito', '407', 6, 1000],
        ['rambolito', '447', 3, 1000],
      ],
      'official-2d': [
        ['straight', '07', 1, 100],
        ['rambolito', '07', 2, 100],
      ],
      // The Vietnamese games: the last two or three digits of a special prize, exact only.
      ...Object.fromEntries(
        VN_LOTTERIES.map((game) => [
          game.code,
          game.digits === 2 ? [['straight', '27', 1, 100]] : [['straight', '527', 1, 1000]],
        ]),
      ),
      // The sea lottery's 4D games: the 1st prize in order, or in any order ("i-box") on a pick
      // with 24, 12, 6 or 4 orders (four different digits, one pair, two pairs, a triple).
      ...Object.fromEntries(
        SEA_LOTTERIES.map((game) => [
          game.code,
          [
            ['straight', '0650', 1, 10_000],
            ['rambolito', '1234', 24, 10_000],
            ['rambolito', '8830', 12, 10_000],
            ['rambolito', '7557', 6, 10_000],
            ['rambolito', '1112', 4, 10_000],
          ],
        ]),
      ),
    };
    // The pick-6 lotto games pay by a prize table of their own: lotto.test.ts checks them.
    for (const game of LOTTERY_GAMES.filter((game) => !game.lotto)) {
      expect(expected[game.code], game.code).toBeDefined();
      // Every rambolito odds the definition publishes is one of the rows checked.
      const orders = (expected[game.code] ?? [])
        .filter(([type]) => type === 'rambolito')
        .map(([, pick]) => pick);
      expect(
        orders.map((pick) => orderCount(pick)).sort((a, b) => a - b),
        game.code,
      ).toEqual(Object.keys(game.odds.rambolito ?? {}).map(Number));
      for (const [betType, pick, wins, of] of expected[game.code] ?? []) {
        const type = betType as 'straight' | 'rambolito' | 'first' | 'last';
        const odds = lotteryOdds(game, type, pick);
        expect(odds).toBeDefined();
        const { numerator, denominator } = lotteryRtpFraction(game, type, pick);
        expect(numerator * of).toBe((odds ?? 0) * wins * denominator);
        // Every bet returns exactly 90 %: the published house edge is 10 % on each.
        expect(numerator * 10).toBe(9 * denominator);
      }
    }
  });

  it('the RTP of every pick of every bet type, over every draw, is exactly 90 %', () => {
    // Games with the same bets (the four 4D games) are checked once.
    const games = new Map(
      LOTTERY_GAMES.filter((game) => !game.lotto).map((game) => [
        JSON.stringify([game.digits, game.betTypes, game.odds]),
        game,
      ]),
    );
    for (const game of games.values()) {
      const draws = allDraws(game);
      // A pick's odds and wins depend only on the multiset of its digits (straight wins on the one
      // draw equal to it, rambolito on its orders), so a 4D game, whose 10^8 pairs of pick and draw
      // would take minutes, is checked on one pick of each multiset: 715 picks, every order count.
      const classes = new Map(draws.map((pick) => [[...pick].sort().join(''), pick]));
      const picksOf = game.digits >= 4 ? [...classes.values()] : draws;
      for (const betType of game.betTypes) {
        const picks = betType === 'first' || betType === 'last' ? allDraws({ ...game, digits: 1 }) : picksOf;
        for (const pick of picks) {
          if (!isPick(game, betType, pick)) continue;
          const odds = lotteryOdds(game, betType, pick) ?? 0;
          let returned = 0;
          for (const numbers of draws) if (lotteryWins(betType, pick, numbers)) returned += odds;
          expect(returned * 10, `${game.code} ${betType} ${pick}`).toBe(9 * draws.length);
        }
      }
    }
  }, 60_000);

  it('publishes an odds table with every bet type and its RTP', () => {
    expect(lotteryOddsTable(LOTTERY_PICK3)).toEqual([
      { betType: 'straight', orders: null, matches: null, odds: 900, chance: '1/1000', rtpBp: 9000 },
      { betType: 'rambolito', orders: 3, matches: null, odds: 300, chance: '3/1000', rtpBp: 9000 },
      { betType: 'rambolito', orders: 6, matches: null, odds: 150, chance: '6/1000', rtpBp: 9000 },
      { betType: 'first', orders: null, matches: null, odds: 9, chance: '100/1000', rtpBp: 9000 },
      { betType: 'last', orders: null, matches: null, odds: 9, chance: '100/1000', rtpBp: 9000 },
    ]);
    expect(lotteryOddsTable(LOTTERY_PICK2).map((row) => row.rtpBp)).toEqual([9000, 9000, 9000, 9000]);
  });

  it('refuses picks that are not bets of the game', () => {
    expect(isPick(LOTTERY_PICK3, 'straight', '12')).toBe(false);
    expect(isPick(LOTTERY_PICK3, 'straight', '1a3')).toBe(false);
    expect(isPick(LOTTERY_PICK3, 'rambolito', '777')).toBe(false); // one order: it is a straight
    expect(isPick(LOTTERY_PICK2, 'rambolito', '33')).toBe(false);
    expect(isPick(LOTTERY_PICK3, 'first', '12')).toBe(false);
    expect(lotteryOdds(LOTTERY_PICK3, 'rambolito', '777')).toBeUndefined();
    expect(orderCount('123')).toBe(6);
    expect(orderCount('112')).toBe(3);
    expect(orderCount('111')).toBe(1);
    expect(lotteryPayoutCentavos(LOTTERY_PICK3, 'rambolito', '123', 500, '312')).toBe(75_000);
    expect(lotteryPayoutCentavos(LOTTERY_PICK3, 'straight', '123', 500, '312')).toBe(0);
  });

  it('schedules draws on the interval, betting closing before each draw', () => {
    const now = Date.UTC(2026, 10, 28, 6, 1, 30);
    const next = nextDrawNo(LOTTERY_PICK3, now);
    expect(drawTimeMs(LOTTERY_PICK3, next)).toBe(Date.UTC(2026, 10, 28, 6, 3, 0));
    expect(closeTimeMs(LOTTERY_PICK3, next)).toBe(Date.UTC(2026, 10, 28, 6, 2, 45));
    for (const game of HOUSE_LOTTERIES) {
      expect(game.intervalSeconds).toBeGreaterThanOrEqual(60);
      expect(game.intervalSeconds).toBeLessThanOrEqual(300);
    }
  });
});

describe('house lottery fairness', () => {
  const seed = 'a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6f708192a3b4c5d6e7f809';

  it('the commitment is SHA-256 of the seed and the numbers are the HMAC digits', async () => {
    expect(await lotteryCommitment(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    for (let drawNo = 1; drawNo <= 300; drawNo++) {
      expect(await lotteryNumbers(seed, 'pick3-fast', drawNo, 3)).toBe(
        nodeNumbers(seed, 'pick3-fast', drawNo, 3),
      );
    }
    // Another game or draw number gives other numbers from the same seed.
    expect(await lotteryNumbers(seed, 'pick2-express', 5, 2)).toBe(nodeNumbers(seed, 'pick2-express', 5, 2));
  });

  it('skips bytes of 250 and more so every digit is exactly uniform', () => {
    expect(digitsOfBytes(Uint8Array.from([250, 255, 249, 0, 19]), 3)).toEqual([9, 0, 9]);
    const counts = new Array(10).fill(0);
    for (let byte = 0; byte < 256; byte++) for (const d of digitsOfBytes(Uint8Array.of(byte), 1)) counts[d]++;
    expect(counts).toEqual(new Array(10).fill(25));
  });

  it('20,000 draws from random seeds are uniform (chi-square, 9 degrees of freedom)', async () => {
    const counts = new Array(100).fill(0);
    const draws = 20_000;
    const seedBase = createHash('sha256').update(String(Math.random())).digest('hex');
    for (let n = 0; n < draws; n++) counts[Number(nodeNumbers(seedBase, 'pick2-express', n, 2))]++;
    const firstDigit = new Array(10).fill(0);
    counts.forEach((c, i) => {
      firstDigit[Math.floor(i / 10)] += c;
    });
    const chi = firstDigit.reduce((sum, c) => sum + (c - draws / 10) ** 2 / (draws / 10), 0);
    expect(chi).toBeLessThan(27.88); // p = 0.001
  });
});
