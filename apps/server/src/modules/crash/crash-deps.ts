import type { CrashBetView } from '@app/contracts';
import type { WalletDeps } from '../wallet/index.js';

/** What Crash's use cases need: the wallet's deps, and the batched announcement of bets. */
export interface CrashDeps extends WalletDeps {
  announceBet(bet: CrashBetView): void;
  /** How long a round takes bets (the published 6 s; shorter in tests). */
  bettingMs: number;
}
