import type { Db } from '../../db/client.js';
import type { LiveBus } from '../live/index.js';

/** What the wallet's use cases need from the app: the database, the live events, the house sharding. */
export interface WalletDeps {
  db: Db;
  bus: LiveBus;
  /** House accounts per currency and kind; 1 puts every bet on one hot account. */
  houseShards: number;
}
