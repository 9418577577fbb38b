import { describe, expect, it } from 'vitest';
import { evaluateSpin, type SlotDefinition, totalBetCentavos } from '../index.js';

/** A game whose strips are exactly the given 3-symbol columns, so stops [0,0,0,0,0] show them as the window. */
function gameShowing(columns: string[][], overrides: Partial<SlotDefinition> = {}): SlotDefinition {
  return {
    code: 'case',
    nameKey: 'slot_case',
    rows: 3,
    reels: columns,
    paylines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ],
    paytable: { W: [50, 200, 1000], A: [10, 40, 150], K: [5, 20, 100], Q: [2, 10, 50] },
    wild: 'W',
    scatter: { symbol: 'S', pays: { 3: 2, 4: 10, 5: 50 } },
    lineBetsCentavos: [10],
    statedRtp: 0,
    volatility: 'medium',
    theme: 'test',
    ...overrides,
  };
}

const AT_ZERO = [0, 0, 0, 0, 0];

describe('house slots: evaluateSpin', () => {
  it('R-GAMES house slots: a window without three in a row from the left pays nothing', () => {
    const def = gameShowing([
      ['Q', 'A', 'K'],
      ['K', 'A', 'Q'],
      ['A', 'K', 'K'],
      ['A', 'A', 'A'],
      ['A', 'A', 'A'],
    ]);
    const result = evaluateSpin(def, AT_ZERO, 10);
    expect(result.lineWins).toEqual([]);
    expect(result.scatterCount).toBe(0);
    expect(result.winCentavos).toBe(0);
    expect(result.betCentavos).toBe(30);
    expect(result.window).toEqual(def.reels);
    expect(result.stops).toEqual(AT_ZERO);
  });

  it('R-GAMES house slots: the wild stands in for a paying symbol, and a run stops at the first other symbol', () => {
    const def = gameShowing([
      ['Q', 'A', 'K'],
      ['K', 'W', 'Q'],
      ['A', 'A', 'Q'],
      ['K', 'K', 'A'],
      ['A', 'A', 'A'],
    ]);
    const result = evaluateSpin(def, AT_ZERO, 10);
    expect(result.lineWins).toEqual([{ line: 0, symbol: 'A', count: 3, payCentavos: 100 }]);
    expect(result.winCentavos).toBe(100);
  });

  it('R-GAMES house slots: a line pays only its best win (three wilds beat four kings; five kings beat three wilds)', () => {
    const wildsWin = gameShowing([
      ['W', 'W', 'Q'],
      ['W', 'W', 'Q'],
      ['W', 'K', 'A'],
      ['K', 'K', 'A'],
      ['A', 'Q', 'A'],
    ]);
    const first = evaluateSpin(wildsWin, AT_ZERO, 10);
    // Line 1 (top): W W W K A → W×3 pays 50, K×4 pays 20: the wilds win. Line 0 (middle): W W K K Q → K×4.
    expect(first.lineWins).toEqual([
      { line: 0, symbol: 'K', count: 4, payCentavos: 200 },
      { line: 1, symbol: 'W', count: 3, payCentavos: 500 },
    ]);
    const kingsWin = gameShowing(
      [
        ['W', 'Q', 'Q'],
        ['W', 'Q', 'Q'],
        ['W', 'A', 'A'],
        ['K', 'Q', 'A'],
        ['K', 'A', 'K'],
      ],
      { paytable: { W: [30, 200, 1000], K: [5, 20, 100], A: [2, 5, 10], Q: [1, 2, 3] } },
    );
    expect(evaluateSpin(kingsWin, AT_ZERO, 10).lineWins).toEqual([
      { line: 1, symbol: 'K', count: 5, payCentavos: 1000 },
    ]);
  });

  it('R-GAMES house slots: between equal pays the longer run is reported', () => {
    const def = gameShowing(
      [
        ['Q', 'W', 'Q'],
        ['Q', 'W', 'Q'],
        ['A', 'W', 'A'],
        ['A', 'K', 'A'],
        ['A', 'Q', 'K'],
      ],
      { paytable: { W: [20, 60, 300], K: [5, 20, 100], Q: [2, 10, 50] } },
    );
    expect(evaluateSpin(def, AT_ZERO, 10).lineWins).toEqual([
      { line: 0, symbol: 'K', count: 4, payCentavos: 200 },
    ]);
  });

  it('R-GAMES house slots: a line of wilds alone pays as the best symbol it can form', () => {
    const columns = [
      ['Q', 'W', 'K'],
      ['Q', 'W', 'K'],
      ['A', 'W', 'K'],
      ['A', 'W', 'K'],
      ['A', 'W', 'Q'],
    ];
    const withWildPays = evaluateSpin(gameShowing(columns), AT_ZERO, 10);
    expect(withWildPays.lineWins).toContainEqual({ line: 0, symbol: 'W', count: 5, payCentavos: 10_000 });
    const { W: _, ...withoutWildPays } = gameShowing(columns).paytable;
    const wildOnly = evaluateSpin(gameShowing(columns, { paytable: withoutWildPays }), AT_ZERO, 10);
    expect(wildOnly.lineWins).toContainEqual({ line: 0, symbol: 'A', count: 5, payCentavos: 1500 });
  });

  it('R-GAMES house slots: scatters pay anywhere on the total bet, and the wild never stands in for them', () => {
    const def = gameShowing([
      ['Q', 'K', 'S'],
      ['S', 'A', 'Q'],
      ['A', 'W', 'K'],
      ['K', 'S', 'A'],
      ['A', 'Q', 'S'],
    ]);
    const result = evaluateSpin(def, AT_ZERO, 10);
    expect(result.scatterCount).toBe(4);
    expect(result.scatterPayCentavos).toBe(10 * 30);
    expect(result.lineWins).toEqual([]);
    expect(result.winCentavos).toBe(300);
    const wildsAndScatters = gameShowing([
      ['S', 'K', 'Q'],
      ['W', 'A', 'Q'],
      ['S', 'W', 'K'],
      ['K', 'Q', 'A'],
      ['A', 'Q', 'K'],
    ]);
    const second = evaluateSpin(wildsAndScatters, AT_ZERO, 10);
    expect(second.scatterCount).toBe(2);
    expect(second.scatterPayCentavos).toBe(0);
    expect(second.lineWins).toEqual([]);
  });

  it('R-GAMES house slots: a scatter count above the highest listed one pays that highest entry', () => {
    const def = gameShowing(
      [
        ['S', 'K', 'Q'],
        ['S', 'A', 'Q'],
        ['S', 'Q', 'K'],
        ['K', 'S', 'A'],
        ['A', 'Q', 'S'],
      ],
      { scatter: { symbol: 'S', pays: { 3: 2, 4: 10 } } },
    );
    expect(evaluateSpin(def, AT_ZERO, 10).scatterPayCentavos).toBe(300);
  });

  it('R-GAMES house slots: stops wrap around the strip, and line and scatter wins add up', () => {
    const def = gameShowing([
      ['A', 'S', 'K', 'Q'],
      ['A', 'K', 'S', 'Q'],
      ['W', 'Q', 'K', 'S'],
      ['A', 'S', 'Q', 'K'],
      ['Q', 'K', 'A', 'K'],
    ]);
    const result = evaluateSpin(def, [3, 3, 3, 3, 3], 5);
    expect(result.window).toEqual([
      ['Q', 'A', 'S'],
      ['Q', 'A', 'K'],
      ['S', 'W', 'Q'],
      ['K', 'A', 'S'],
      ['K', 'Q', 'K'],
    ]);
    expect(result.lineWins).toEqual([{ line: 0, symbol: 'A', count: 4, payCentavos: 200 }]);
    expect(result.scatterCount).toBe(3);
    expect(result.scatterPayCentavos).toBe(2 * 15);
    expect(result.winCentavos).toBe(230);
    expect(result.betCentavos).toBe(totalBetCentavos(def, 5));
  });

  it('R-GAMES house slots: refuses stops off the strips and bets that are not whole positive centavos', () => {
    const def = gameShowing([
      ['A', 'K', 'Q'],
      ['A', 'K', 'Q'],
      ['A', 'K', 'Q'],
      ['A', 'K', 'Q'],
      ['A', 'K', 'Q'],
    ]);
    expect(() => evaluateSpin(def, [0, 0, 0, 0], 10)).toThrow(RangeError);
    expect(() => evaluateSpin(def, [0, 0, 3, 0, 0], 10)).toThrow(RangeError);
    expect(() => evaluateSpin(def, [0, 0, -1, 0, 0], 10)).toThrow(RangeError);
    expect(() => evaluateSpin(def, [0, 0, 0.5, 0, 0], 10)).toThrow(RangeError);
    expect(() => evaluateSpin(def, AT_ZERO, 0)).toThrow(RangeError);
    expect(() => evaluateSpin(def, AT_ZERO, 2.5)).toThrow(RangeError);
  });
});
