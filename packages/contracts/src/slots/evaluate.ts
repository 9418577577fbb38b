import type { LineWin, SlotDefinition, SpinResult, SymbolId } from './types.js';

/** Smallest run that pays: paytable entries are for 3, 4 and 5 of a kind. */
const MIN_RUN = 3;

export function totalBetCentavos(def: SlotDefinition, lineBetCentavos: number): number {
  return lineBetCentavos * def.paylines.length;
}

/** The symbols visible at the given stops, window[reel][row]. */
export function slotWindow(def: SlotDefinition, stops: number[]): SymbolId[][] {
  if (stops.length !== def.reels.length) {
    throw new RangeError(`${def.code}: expected ${def.reels.length} stops, got ${stops.length}`);
  }
  return def.reels.map((strip, reel) => {
    const stop = stops[reel]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new RangeError(`${def.code}: stop ${stop} is off reel ${reel}`);
    }
    return Array.from({ length: def.rows }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

/** Symbols a line can be paid as: every paytable symbol except the scatter (the wild too, when it has its own pays). */
export function payingSymbols(def: SlotDefinition): SymbolId[] {
  return Object.keys(def.paytable).filter((symbol) => symbol !== def.scatter?.symbol);
}

/** Run of `symbol` from the leftmost reel; the wild extends any symbol's run (candidates never include the scatter). */
function runOf(def: SlotDefinition, symbols: readonly SymbolId[], symbol: SymbolId): number {
  let count = 0;
  for (const s of symbols) {
    if (s !== symbol && s !== def.wild) break;
    count++;
  }
  return count;
}

/**
 * The best win of one line, or null. Rule: every paying symbol is tried with the wilds standing in
 * for it from the leftmost reel, and the line pays only the highest multiplier. So a line that starts
 * with wilds pays as the best symbol it can form (or as the wild itself, when the wild has pays and
 * that is worth more), and a line never pays twice. Equal pays go to the longer run, then to the
 * symbol that comes first in the paytable's key order; either way the amount is the same.
 */
export function bestLineWin(
  def: SlotDefinition,
  symbols: readonly SymbolId[],
  candidates: readonly SymbolId[] = payingSymbols(def),
): { symbol: SymbolId; count: number; multiplier: number } | null {
  let best: { symbol: SymbolId; count: number; multiplier: number } | null = null;
  for (const symbol of candidates) {
    const count = runOf(def, symbols, symbol);
    if (count < MIN_RUN) continue;
    const multiplier = def.paytable[symbol]?.[count - MIN_RUN] ?? 0;
    if (multiplier <= 0) continue;
    if (
      best === null ||
      multiplier > best.multiplier ||
      (multiplier === best.multiplier && count > best.count)
    ) {
      best = { symbol, count, multiplier };
    }
  }
  return best;
}

/** Scatter multiplier for a count: the pay of the highest listed count not above it. */
export function scatterMultiplier(def: SlotDefinition, count: number): number {
  if (!def.scatter) return 0;
  let best = 0;
  let bestAt = 0;
  for (const [key, pay] of Object.entries(def.scatter.pays)) {
    const at = Number(key);
    if (at <= count && at > bestAt) {
      bestAt = at;
      best = pay;
    }
  }
  return best;
}

/**
 * Pure outcome of one spin at the given stops: each payline pays its best win (see bestLineWin) as a
 * multiple of the line bet, and the scatter pays anywhere in the window as a multiple of the total bet.
 */
export function evaluateSpin(def: SlotDefinition, stops: number[], lineBetCentavos: number): SpinResult {
  if (!Number.isSafeInteger(lineBetCentavos) || lineBetCentavos <= 0) {
    throw new RangeError(`line bet must be a positive whole number of centavos, got ${lineBetCentavos}`);
  }
  const window = slotWindow(def, stops);
  const candidates = payingSymbols(def);
  const lineWins: LineWin[] = [];
  def.paylines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => window[reel]![row]!);
    const win = bestLineWin(def, symbols, candidates);
    if (win) {
      lineWins.push({
        line,
        symbol: win.symbol,
        count: win.count,
        payCentavos: win.multiplier * lineBetCentavos,
      });
    }
  });
  const betCentavos = totalBetCentavos(def, lineBetCentavos);
  const scatterSymbol = def.scatter?.symbol;
  const scatterCount =
    scatterSymbol === undefined ? 0 : window.flat().filter((symbol) => symbol === scatterSymbol).length;
  const scatterPayCentavos = scatterMultiplier(def, scatterCount) * betCentavos;
  const winCentavos = lineWins.reduce((sum, win) => sum + win.payCentavos, scatterPayCentavos);
  return { stops: [...stops], window, lineWins, scatterCount, scatterPayCentavos, winCentavos, betCentavos };
}
