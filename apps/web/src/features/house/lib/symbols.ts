import { type MessageKey, messageKeyOf } from '../../../i18n';
export type GemShape = 'brilliant' | 'octagon' | 'round' | 'oval' | 'hexagon';

/** How a symbol is drawn: an emoji, a drawn gem, a card rank in its own colour, or the WILD plate. */
export type SymbolArt =
  | { kind: 'emoji'; glyph: string }
  | { kind: 'gem'; shape: GemShape; colour: string; shade: string }
  | { kind: 'rank'; rank: string }
  | { kind: 'wild' };

/** Emoji have no set of distinct gems, so the volcano game's stones are drawn: cut and colour. */
const GEMS: Record<string, { shape: GemShape; colour: string; shade: string }> = {
  RUBY: { shape: 'brilliant', colour: '#ff3b6b', shade: '#8a0022' },
  EMERALD: { shape: 'octagon', colour: '#2ee07a', shade: '#0b6b34' },
  SAPPHIRE: { shape: 'round', colour: '#4d84ff', shade: '#102f8f' },
  AMETHYST: { shape: 'hexagon', colour: '#b878ff', shade: '#4e1a8f' },
  TOPAZ: { shape: 'oval', colour: '#ffd04d', shade: '#a35f00' },
  OPAL: { shape: 'round', colour: '#ffb3e6', shade: '#7a5cff' },
  ONYX: { shape: 'octagon', colour: '#8a8aa3', shade: '#17171f' },
  JADE: { shape: 'hexagon', colour: '#4fd6b0', shade: '#0d6650' },
  QUARTZ: { shape: 'oval', colour: '#fff4ff', shade: '#b59ac9' },
  PERIDOT: { shape: 'brilliant', colour: '#c6f04a', shade: '#4f7a05' },
};

const RANKS = new Set(['A', 'K', 'Q', 'J', '10', '9']);

/** The picture symbols of each game theme (SlotDefinition.theme); the scatter has a theme picture too. */
const THEME_ART: Record<string, Record<string, string>> = {
  ocean: { PEARL: '🦪', SHELL: '🐚', STARFISH: '🌟', SEAHORSE: '🐠', SCATTER: '🔱' },
  jungle: { TARSIER: '🐒', EAGLE: '🦅', MANGO: '🥭', ORCHID: '🌺', SCATTER: '🌋' },
  dragon: { DRAGON: '🐉', TIGER: '🐯', KOI: '🎏', COIN: '💰', SCATTER: '🏮' },
  volcano: { SCATTER: '🌋' },
  fruits: { SEVEN: '7️⃣', BELL: '🔔', PLUM: '🍇', ORANGE: '🍊', LEMON: '🍋', CHERRY: '🍒' },
  fiesta: { JEEPNEY: '🚌', GUITAR: '🎸', PAROL: '🌟', DRUM: '🥁', SCATTER: '🎉' },
};

export function symbolArt(theme: string, symbol: string): SymbolArt {
  if (symbol === 'WILD') return { kind: 'wild' };
  if (RANKS.has(symbol)) return { kind: 'rank', rank: symbol };
  const gem = theme === 'volcano' ? GEMS[symbol] : undefined;
  if (gem) return { kind: 'gem', ...gem };
  const glyph = THEME_ART[theme]?.[symbol];
  return { kind: 'emoji', glyph: glyph ?? symbol.slice(0, 2) };
}

/** Card ranks read as themselves in every language. */
export const isCardRank = (symbol: string) => /^(10|9|[AKQJ])$/.test(symbol);

/** The i18n key naming a symbol for screen readers and the paytable. */
export function symbolNameKey(symbol: string): MessageKey {
  return messageKeyOf(`house_sym_${symbol.toLowerCase()}`);
}
