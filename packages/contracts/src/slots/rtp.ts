import { bestLineWin, payingSymbols, scatterMultiplier } from './evaluate.js';
import type { SlotDefinition, SymbolId } from './types.js';

/** How often each symbol sits on a strip. */
function symbolCounts(strip: readonly SymbolId[]): Map<SymbolId, number> {
  const counts = new Map<SymbolId, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}

/**
 * Sum over all stop combinations of one line's multiplier. Every stop is equally likely and the
 * reels are independent, so the symbol a line shows on a reel follows that strip's symbol counts
 * whatever row the line uses: every line has the same expectation, and the enumeration runs over
 * distinct symbols per reel (weighted by their counts) instead of over every stop.
 */
function lineMultiplierSum(def: SlotDefinition): number {
  const reels = def.reels.map((strip) => [...symbolCounts(strip)]);
  const candidates = payingSymbols(def);
  const line: SymbolId[] = [];
  let sum = 0;
  const walk = (reel: number, weight: number): void => {
    if (reel === reels.length) {
      const win = bestLineWin(def, line, candidates);
      if (win) sum += weight * win.multiplier;
      return;
    }
    for (const [symbol, count] of reels[reel]!) {
      line[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  return sum;
}

/** Sum over all stop combinations of the scatter multiplier, by convolving each reel's scatter-count distribution. */
function scatterMultiplierSum(def: SlotDefinition): number {
  const scatter = def.scatter;
  if (!scatter) return 0;
  let ways = [1];
  for (const strip of def.reels) {
    const perStop = new Array<number>(def.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let count = 0;
      for (let row = 0; row < def.rows; row++) {
        if (strip[(stop + row) % strip.length] === scatter.symbol) count++;
      }
      perStop[count] = (perStop[count] ?? 0) + 1;
    }
    const next = new Array<number>(ways.length + def.rows).fill(0);
    ways.forEach((w, have) => {
      perStop.forEach((n, add) => {
        next[have + add] = (next[have + add] ?? 0) + w * n;
      });
    });
    ways = next;
  }
  return ways.reduce((sum, w, count) => sum + w * scatterMultiplier(def, count), 0);
}

/**
 * Return to player in percent, computed exactly from the strips and pays (no simulation). Line pays
 * are multiples of the line bet on each of the N lines and the total bet is N line bets, so the line
 * part is one line's expected multiplier; the scatter pays multiples of the total bet.
 */
export function exactRtp(def: SlotDefinition): number {
  const combinations = def.reels.reduce((product, strip) => product * strip.length, 1);
  return (100 * (lineMultiplierSum(def) + scatterMultiplierSum(def))) / combinations;
}
