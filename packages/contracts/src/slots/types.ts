/** Types of the in-house slot engine (vendor HOUSE). Money is always integer centavos. */

export type SymbolId = string;

export interface SlotDefinition {
  /** Game code, e.g. 'pearl-tide'. */
  code: string;
  /** i18n key of the game's name, e.g. 'slot_pearl_tide'. */
  nameKey: string;
  /** Visible rows. */
  rows: number;
  /** One strip per reel; stop i shows strip[i], strip[i+1], … (wrapping). */
  reels: SymbolId[][];
  /** Each line is the row index on each reel. */
  paylines: number[][];
  /** Integer multipliers of the line bet for 3, 4 and 5 of a kind, counted from the leftmost reel. */
  paytable: Record<SymbolId, number[]>;
  /** Substitutes for every paying symbol except the scatter. */
  wild?: SymbolId;
  /** Scatter count anywhere in the window → integer multiplier of the total bet. */
  scatter?: { symbol: SymbolId; pays: Record<number, number> };
  /** Allowed bets per line in centavos, minimum first; total bet = line bet × number of paylines. */
  lineBetsCentavos: number[];
  /** Percent, shown on the info screen; a unit test holds it to the exact RTP. */
  statedRtp: number;
  volatility: 'low' | 'medium' | 'high';
  /** Palette/symbol-art set the UI renders the game with. */
  theme: string;
}

export interface LineWin {
  /** 0-based index into the definition's paylines. */
  line: number;
  symbol: SymbolId;
  count: number;
  payCentavos: number;
}

export interface SpinResult {
  stops: number[];
  /** window[reel][row]. */
  window: SymbolId[][];
  lineWins: LineWin[];
  scatterCount: number;
  scatterPayCentavos: number;
  /** Line wins plus the scatter pay. */
  winCentavos: number;
  betCentavos: number;
}
