import type { WalletDeps } from '../wallet/index.js';

/**
 * What Crash's use cases need: the wallet's deps. The pages hear of bets from the live list the
 * loop's node reads from the database (`board.ts`), not from the use case that wrote them.
 */
export interface CrashDeps extends WalletDeps {
  /** How long a round takes bets (the published 6 s; shorter in tests). */
  bettingMs: number;
}
