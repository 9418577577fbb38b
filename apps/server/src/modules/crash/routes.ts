import { houseEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { batcher } from './batcher.js';
import { type CashOutCall, cashOuts } from './cash-out.js';
import type { CrashDeps } from './crash-deps.js';
import { getCrashState, openCrashSession, verifyCrashRound } from './get-state.js';
import { listCrashBets } from './list-bets.js';
import { type BetCall, placeBets } from './place-bet.js';

/**
 * Bets (and cash-outs) that arrive while earlier ones are being written go together in the next
 * transaction, at most this many, so a burst costs a few dozen commits rather than one per player;
 * and at most this many batches of each run at once, which leaves most of the pool to other calls.
 */
const BATCH = { maxBatch: 100, maxRunning: 4 };

/**
 * Crash's endpoints. The game page speaks with its launch token as the slots do; the server's clock
 * at the moment a bet or cash-out arrives is what decides it.
 */
export const crashRoutes: FastifyPluginAsyncZod<CrashDeps> = async (app, deps) => {
  const { db } = deps;
  const bets = batcher((calls: BetCall[]) => placeBets(deps, calls), BATCH);
  const outs = batcher((calls: CashOutCall[]) => cashOuts(deps, calls), BATCH);
  routeOf(app, endpoints.crashSession, {}, async (request) =>
    ok(await openCrashSession(db, request.body.token)),
  );
  routeOf(app, endpoints.crashBet, {}, async (request) => {
    const receivedAt = Date.now();
    return ok(await bets.submit({ request: request.body, receivedAt }));
  });
  routeOf(app, endpoints.crashCashout, {}, async (request) => {
    const receivedAt = Date.now();
    return ok(await outs.submit({ request: request.body, receivedAt }));
  });
  routeOf(app, endpoints.crashState, {}, async () => ok(await getCrashState(db)));
  routeOf(app, endpoints.crashBets, {}, async (request) =>
    ok(await listCrashBets(db, request.query.roundId)),
  );
  routeOf(app, endpoints.crashVerify, {}, async (request) =>
    ok(await verifyCrashRound(db, request.query.roundId)),
  );
};
