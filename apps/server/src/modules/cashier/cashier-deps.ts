import type { Db } from '../../db/client.js';
import type { LiveBus } from '../live/index.js';
import type { PaymentGateway } from './gateway.js';

export interface CashierDeps {
  db: Db;
  bus: LiveBus;
  /** The configured gateways; with none, gateway methods are hidden and manual transfer still works. */
  gateways: readonly PaymentGateway[];
  publicUrl: string;
}

/** How long a gateway order waits for its payment before it shows as expired. */
export const DEPOSIT_ORDER_TTL_MS = 60 * 60_000;
