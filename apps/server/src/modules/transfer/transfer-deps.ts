import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { LiveBus } from '../live/index.js';

/** What the transfer wallets need from the app: the database, the live balance events, a log. */
export interface TransferDeps {
  db: Db;
  bus: LiveBus;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** How long a transfer call may take before it counts as unclear (TRANSFER_WALLET_TIMEOUT_MS). */
  timeoutMs?: number;
}
