// The in-house Crash game: rules, the curve, the provably fair crash points and their exact odds.
// No zod and no Node-only API: the game page and the verify page import it from the main entry.
export * from './fair.js';
export * from './odds.js';
export * from './rules.js';
