import type { Db } from '../../db/client.js';
import type { LiveBus } from '../live/index.js';
import type { PaymentGateway } from './gateway.js';

export interface CashierDeps {
  db: Db;
  bus: LiveBus;
  /** Undefined when no gateway is configured: its methods are hidden, manual transfer still works. */
  gateway: PaymentGateway | undefined;
  publicUrl: string;
}

/** How long a gateway order waits for its payment before it shows as expired. */
export const DEPOSIT_ORDER_TTL_MS = 60 * 60_000;
