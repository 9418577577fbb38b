import { walletEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import type { LiveBus } from '../live/index.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { walletTransfer } from './wallet-transfer.js';

/** A person moves money between wallets a few times a minute; each call reaches the vendor. */
const TRANSFERS_PER_MINUTE = 20;

/** GCS_walletTransfer (R-API-85): real accounts only (R-ROLE-17). */
export const transferRoutes: FastifyPluginAsyncZod<{ db: Db; bus: LiveBus; timeoutMs: number }> = async (
  app,
  { db, bus, timeoutMs },
) => {
  routeOf(app, endpoints.walletTransfer, perMemberLimit('transfer', TRANSFERS_PER_MINUTE), async (request) =>
    ok(
      await walletTransfer(
        { db, bus, log: request.log, timeoutMs },
        { memberId: sessionOf(request).memberId, ...request.body },
      ),
    ),
  );
};
