// The house lotteries: games, bet types, the published odds and the provably fair draw.
// No zod and no Node-only API: the game page and the verify page import it from the main entry.
export * from './fair.js';
export * from './games.js';
export * from './lotto.js';
export * from './lotto-games.js';
export * from './odds.js';
export * from './regional.js';
export * from './rules.js';
export * from './schedule.js';
