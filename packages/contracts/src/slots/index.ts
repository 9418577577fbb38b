// Pure slot engine of the in-house vendor HOUSE: no zod and no Node-only API, so the web's verify
// page can import it from the main entry.
// The zod clientSeedSchema lives in the './schemas' entry (wallet.ts).
export * from './definitions.js';
export * from './evaluate.js';
export * from './fair.js';
export * from './paylines.js';
export * from './rtp.js';
export type * from './types.js';
