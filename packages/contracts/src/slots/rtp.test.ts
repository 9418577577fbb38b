import { describe, expect, it } from 'vitest';
import {
  evaluateSpin,
  exactRtp,
  SLOT_DEFINITIONS,
  type SlotDefinition,
  STANDARD_PAYLINES,
  slotByCode,
} from '../index.js';

/** Small deterministic PRNG (mulberry32): reproducible Monte-Carlo runs without any crypto. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A toy game small enough to enumerate every stop combination: stacked scatters (so the scatter
 * convolution sees 2–3 per reel), a paying wild, and lines that cross rows.
 */
const TOY: SlotDefinition = {
  code: 'toy',
  nameKey: 'slot_toy',
  rows: 3,
  reels: [
    ['A', 'B', 'W', 'S', 'A', 'C'],
    ['B', 'A', 'S', 'S', 'W', 'C', 'A'],
    ['W', 'A', 'B', 'S', 'C'],
    ['A', 'S', 'W', 'B', 'B', 'S'],
    ['C', 'A', 'W', 'S', 'B', 'S', 'A'],
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 1, 2, 1, 0],
    [2, 2, 0, 0, 2],
  ],
  paytable: { W: [20, 60, 300], A: [5, 20, 100], B: [3, 10, 40], C: [2, 5, 20] },
  wild: 'W',
  scatter: { symbol: 'S', pays: { 2: 1, 4: 10, 6: 200 } },
  lineBetsCentavos: [7],
  statedRtp: 0,
  volatility: 'high',
  theme: 'test',
};

function bruteForceRtp(def: SlotDefinition): number {
  let bet = 0;
  let win = 0;
  const stops = def.reels.map(() => 0);
  const walk = (reel: number): void => {
    if (reel === def.reels.length) {
      const result = evaluateSpin(def, stops, def.lineBetsCentavos[0]!);
      bet += result.betCentavos;
      win += result.winCentavos;
      return;
    }
    for (let stop = 0; stop < def.reels[reel]!.length; stop++) {
      stops[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
  return (100 * win) / bet;
}

describe('house slots: definitions', () => {
  it('R-GAMES house slots: at least six distinct games with distinct codes, strips, line counts and themes', () => {
    expect(SLOT_DEFINITIONS.length).toBeGreaterThanOrEqual(6);
    const distinct = (values: unknown[]) => new Set(values.map((v) => JSON.stringify(v))).size;
    expect(distinct(SLOT_DEFINITIONS.map((def) => def.code))).toBe(SLOT_DEFINITIONS.length);
    expect(distinct(SLOT_DEFINITIONS.map((def) => def.reels))).toBe(SLOT_DEFINITIONS.length);
    expect(distinct(SLOT_DEFINITIONS.map((def) => def.paytable))).toBe(SLOT_DEFINITIONS.length);
    expect(distinct(SLOT_DEFINITIONS.map((def) => def.theme))).toBe(SLOT_DEFINITIONS.length);
    expect(distinct(SLOT_DEFINITIONS.map((def) => def.paylines.length))).toBeGreaterThanOrEqual(4);
    expect(new Set(SLOT_DEFINITIONS.map((def) => def.volatility))).toEqual(
      new Set(['low', 'medium', 'high']),
    );
    for (const def of SLOT_DEFINITIONS) expect(slotByCode(def.code)).toBe(def);
    expect(slotByCode('no-such-game')).toBeUndefined();
  });

  for (const def of SLOT_DEFINITIONS) {
    it(`R-GAMES house slots: ${def.code} is a well-formed 5×3 game`, () => {
      expect(def.rows).toBe(3);
      expect(def.reels).toHaveLength(5);
      expect(def.nameKey).toBe(`slot_${def.code.replaceAll('-', '_')}`);
      expect(def.statedRtp).toBeGreaterThanOrEqual(94);
      expect(def.statedRtp).toBeLessThanOrEqual(97.5);
      for (const line of def.paylines) {
        expect(STANDARD_PAYLINES).toContainEqual(line);
      }
      expect(new Set(def.paylines.map(String)).size).toBe(def.paylines.length);
      expect(def.lineBetsCentavos.length).toBeGreaterThan(0);
      def.lineBetsCentavos.forEach((bet, i) => {
        expect(Number.isSafeInteger(bet) && bet > 0).toBe(true);
        if (i > 0) expect(bet).toBeGreaterThan(def.lineBetsCentavos[i - 1]!);
      });
      for (const pays of Object.values(def.paytable)) {
        expect(pays).toHaveLength(3);
        expect(pays.every(Number.isSafeInteger)).toBe(true);
        expect(pays[0]! < pays[1]! && pays[1]! < pays[2]!).toBe(true);
      }
      // Every listed pay can really happen: the run's reels carry the symbol (or the wild) and, below
      // five, the next reel carries something that ends the run.
      for (const [symbol, pays] of Object.entries(def.paytable)) {
        pays.forEach((_, i) => {
          const count = i + 3;
          const extends_ = (strip: string[]) => strip.some((s) => s === symbol || s === def.wild);
          const ends = (strip: string[]) => strip.some((s) => s !== symbol && s !== def.wild);
          expect(def.reels.slice(0, count).every(extends_), `${symbol}×${count}`).toBe(true);
          if (count < def.reels.length) expect(ends(def.reels[count]!), `${symbol}×${count}`).toBe(true);
        });
      }
      const known = new Set([...Object.keys(def.paytable), def.wild, def.scatter?.symbol]);
      const special = new Set([def.wild, def.scatter?.symbol].filter((s) => s !== undefined));
      for (const strip of def.reels) {
        for (const [i, symbol] of strip.entries()) {
          expect(known.has(symbol)).toBe(true);
          // Wilds and scatters keep apart so a window never shows two of them on one reel.
          if (special.has(symbol)) {
            for (let d = 1; d < def.rows; d++)
              expect(special.has(strip[(i + d) % strip.length]!)).toBe(false);
          }
        }
      }
    });

    it(`R-GAMES house slots: RTP of ${def.code} is exactly its stated ${def.statedRtp} % (within 0.2 points)`, () => {
      const started = performance.now();
      const rtp = exactRtp(def);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(Math.abs(rtp - def.statedRtp)).toBeLessThan(0.2);
    });
  }
});

describe('house slots: the exact RTP method', () => {
  it('R-GAMES house slots: exactRtp equals a brute-force enumeration of every stop combination', () => {
    const enumerated = bruteForceRtp(TOY);
    expect(enumerated).toBeGreaterThan(0);
    expect(exactRtp(TOY)).toBeCloseTo(enumerated, 9);
    const noScatter = { ...TOY, scatter: undefined };
    expect(exactRtp(noScatter)).toBeCloseTo(bruteForceRtp(noScatter), 9);
  });

  for (const def of SLOT_DEFINITIONS) {
    it(`R-GAMES house slots: 100k seeded spins of ${def.code} land within 4 standard errors of the exact RTP`, () => {
      const random = mulberry32(0x5eed + def.paylines.length);
      const spins = 100_000;
      let sum = 0;
      let sumOfSquares = 0;
      for (let i = 0; i < spins; i++) {
        const stops = def.reels.map((strip) => Math.floor(random() * strip.length));
        const result = evaluateSpin(def, stops, 1);
        const multiple = result.winCentavos / result.betCentavos;
        sum += multiple;
        sumOfSquares += multiple * multiple;
      }
      const mean = sum / spins;
      const standardError = Math.sqrt((sumOfSquares / spins - mean * mean) / spins);
      expect(Math.abs(100 * mean - exactRtp(def))).toBeLessThan(400 * standardError);
    }, 60_000);
  }
});
