import type { SlotDefinition } from '@app/contracts';

export interface ShownWin {
  line: number;
  count: number;
}

/** The cells ("reel:row") that make up the wins: each line's run from the left, and every scatter when it paid. */
export function winCells(
  def: SlotDefinition,
  window: readonly (readonly string[])[],
  lineWins: readonly ShownWin[],
  scatterPaid: boolean,
): Set<string> {
  const cells = new Set<string>();
  for (const win of lineWins) {
    const rows = def.paylines[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  if (scatterPaid && def.scatter) {
    window.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === def.scatter?.symbol) cells.add(`${reel}:${row}`);
      });
    });
  }
  return cells;
}
