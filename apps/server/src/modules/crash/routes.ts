import { houseEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { cashOut } from './cash-out.js';
import type { CrashDeps } from './crash-deps.js';
import { getCrashState, openCrashSession, verifyCrashRound } from './get-state.js';
import { placeBet } from './place-bet.js';

/**
 * Crash's endpoints. The game page speaks with its launch token as the slots do; the server's clock
 * at the moment a bet or cash-out arrives is what decides it.
 */
export const crashRoutes: FastifyPluginAsyncZod<CrashDeps> = async (app, deps) => {
  const { db } = deps;
  routeOf(app, endpoints.crashSession, {}, async (request) =>
    ok(await openCrashSession(db, request.body.token)),
  );
  routeOf(app, endpoints.crashBet, {}, async (request) => {
    const receivedAt = Date.now();
    return ok(await placeBet(deps, request.body, receivedAt));
  });
  routeOf(app, endpoints.crashCashout, {}, async (request) => {
    const receivedAt = Date.now();
    return ok(await cashOut(deps, request.body, receivedAt));
  });
  routeOf(app, endpoints.crashState, {}, async () => ok(await getCrashState(db)));
  routeOf(app, endpoints.crashVerify, {}, async (request) =>
    ok(await verifyCrashRound(db, request.query.roundId)),
  );
};
