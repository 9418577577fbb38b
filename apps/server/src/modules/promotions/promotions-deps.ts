import type { Db } from '../../db/client.js';
import type { LiveBus } from '../live/index.js';

export interface PromotionsDeps {
  db: Db;
  bus: LiveBus;
}
