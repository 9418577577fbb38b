import { type MessageKey, messageKeyOf } from '../../../i18n';
export type GemShape = 'brilliant' | 'octagon' | 'round' | 'oval' | 'hexagon';

/** How a symbol is drawn: an emoji, a drawn gem, a card rank in its own colour, or the WILD plate. */
export type SymbolArt =
  | { kind: 'emoji'; glyph: string }
  | { kind: 'gem'; shape: GemShape; colour: string; shade: string }
  | { kind: 'rank'; rank: string }
  | { kind: 'wild' };

/** A stone's cut, and its colours from styles/tokens/house.css. */
const gem = (shape: GemShape, name: string) => ({
  shape,
  colour: `var(--house-gem-${name})`,
  shade: `var(--house-gem-${name}-shade)`,
});

/** Emoji have no set of distinct gems, so the volcano game's stones are drawn: cut and colour. */
const GEMS: Record<string, { shape: GemShape; colour: string; shade: string }> = {
  RUBY: gem('brilliant', 'ruby'),
  EMERALD: gem('octagon', 'emerald'),
  SAPPHIRE: gem('round', 'sapphire'),
  AMETHYST: gem('hexagon', 'amethyst'),
  TOPAZ: gem('oval', 'topaz'),
  OPAL: gem('round', 'opal'),
  ONYX: gem('octagon', 'onyx'),
  JADE: gem('hexagon', 'jade'),
  QUARTZ: gem('oval', 'quartz'),
  PERIDOT: gem('brilliant', 'peridot'),
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
