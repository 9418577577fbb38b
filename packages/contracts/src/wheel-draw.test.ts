import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  drawWheel,
  sha256Hex,
  type WheelOdds,
  wheelDigest,
  wheelNoPrizePercent,
  wheelPrizeIndex,
  wheelRollOf,
} from './index.js';

/** Published test seeds: anyone can recompute the vector below with any HMAC-SHA256 tool. */
const SERVER_SEED = 'a3f1c29be0d4478f9c6e51b2d8a07f3e4b19c5d62e8f07a1b3c4d5e6f708192a';
const CLIENT_SEED = 'lucky-player-1';
const DEMO_PRIZES: WheelOdds[] = [
  { amount: 5, percent: 55 },
  { amount: 20, percent: 30 },
  { amount: 100, percent: 12 },
  { amount: 500, percent: 2.5 },
  { amount: 2_000, percent: 0.5 },
];

/** Independent implementation with node:crypto, so the vectors do not only confirm the code under test. */
function nodeRoll(serverSeed: string, clientSeed: string): number {
  const digest = createHmac('sha256', serverSeed).update(clientSeed).digest();
  let n = 0;
  for (let i = 0; i < 6; i++) n = n * 256 + digest[i]!;
  return (n / 2 ** 48) * 100;
}

/** Pearson's chi-square of observed counts against expected shares (summing to 1). */
function chiSquare(observed: number[], shares: number[]): number {
  const total = observed.reduce((a, b) => a + b, 0);
  return observed.reduce((sum, count, i) => {
    const expected = total * shares[i]!;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
}

describe('VIP Wheel draw (R-PROMO-10, H-3)', () => {
  it('R-PROMO-10 reproduces the published vector, equal to node:crypto', async () => {
    const digest = await wheelDigest(SERVER_SEED, CLIENT_SEED);
    expect(Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')).toBe(
      '0b674292a2439d254261a5750389e7893d8cd6e4a4b8870a827060869f6c32f1',
    );
    expect(wheelRollOf(digest)).toBe(4.454437332084282);
    expect(await drawWheel(SERVER_SEED, CLIENT_SEED, DEMO_PRIZES)).toEqual({
      roll: 4.454437332084282,
      prizeIndex: 0,
      amount: 5,
    });
    expect(await sha256Hex(SERVER_SEED)).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
    for (const [serverSeed, clientSeed] of [
      ['0'.repeat(64), '~!@#$%^&*()_+{}|:"<>?'],
      ['f'.repeat(64), 'a'.repeat(64)],
      [createHash('sha256').update('x').digest('hex'), 'x'],
    ] as const) {
      const draw = await drawWheel(serverSeed, clientSeed, DEMO_PRIZES);
      expect(draw.roll).toBe(nodeRoll(serverSeed, clientSeed));
      expect(draw.roll).toBeGreaterThanOrEqual(0);
      expect(draw.roll).toBeLessThan(100);
    }
  });

  it('R-PROMO-10 takes chances in the table order, a roll on a boundary going to the next prize', () => {
    expect(wheelPrizeIndex(DEMO_PRIZES, 0)).toBe(0);
    expect(wheelPrizeIndex(DEMO_PRIZES, 54.999999)).toBe(0);
    expect(wheelPrizeIndex(DEMO_PRIZES, 55)).toBe(1);
    expect(wheelPrizeIndex(DEMO_PRIZES, 97)).toBe(3);
    expect(wheelPrizeIndex(DEMO_PRIZES, 99.999999)).toBe(4);
    const partial = [{ amount: 10, percent: 30 }];
    expect(wheelPrizeIndex(partial, 29.9)).toBe(0);
    expect(wheelPrizeIndex(partial, 30)).toBeNull();
    expect(wheelPrizeIndex([], 0)).toBeNull();
    expect(wheelNoPrizePercent(DEMO_PRIZES)).toBe(0);
    expect(wheelNoPrizePercent(partial)).toBe(70);
    expect(
      wheelNoPrizePercent([
        { amount: 1, percent: 0.1 },
        { amount: 2, percent: 0.2 },
      ]),
    ).toBe(99.7);
    expect(wheelNoPrizePercent([])).toBe(100);
  });

  it('R-PROMO-10 statistical sanity: over a fixed list of 10,000 seeds prizes come at their published odds', async () => {
    const prizes: WheelOdds[] = [
      { amount: 5, percent: 40 },
      { amount: 20, percent: 30 },
      { amount: 100, percent: 15 },
      { amount: 500, percent: 10 },
      { amount: 2_000, percent: 4 },
    ];
    const counts = new Array<number>(prizes.length + 1).fill(0);
    const deciles = new Array<number>(10).fill(0);
    const draws = 10_000;
    for (let i = 0; i < draws; i++) {
      const serverSeed = createHash('sha256').update(`wheel-sanity-${i}`).digest('hex');
      const draw = await drawWheel(serverSeed, 'sanity-client', prizes);
      counts[draw.prizeIndex ?? prizes.length]! += 1;
      deciles[Math.floor(draw.roll / 10)]! += 1;
    }
    const shares = [...prizes.map((p) => p.percent / 100), wheelNoPrizePercent(prizes) / 100];
    // 99.9% critical values: 5 degrees of freedom 20.52, 9 degrees 27.88.
    expect(chiSquare(counts, shares)).toBeLessThan(20.52);
    expect(chiSquare(deciles, new Array(10).fill(0.1))).toBeLessThan(27.88);
    // The rare prizes do come up, and the "no prize" remainder is drawn too.
    expect(counts[4]).toBeGreaterThan(300);
    expect(counts[5]).toBeGreaterThan(60);
  });
});
