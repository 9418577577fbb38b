import { houseEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sessionOf } from '../session/index.js';
import type { WalletDeps } from '../wallet/index.js';
import { getFairness, rotateSeed } from './fairness.js';
import { getRound } from './get-round.js';
import { openSlotSession } from './open-session.js';
import { spin } from './spin.js';

export const houseRoutes: FastifyPluginAsyncZod<WalletDeps> = async (app, deps) => {
  const { db } = deps;
  routeOf(app, endpoints.openSession, {}, async (request) =>
    ok(await openSlotSession(db, request.body.token)),
  );
  routeOf(app, endpoints.spin, {}, async (request) => ok(await spin(deps, request.body)));
  routeOf(app, endpoints.fairness, {}, async (request) =>
    ok(await getFairness(db, sessionOf(request).memberId)),
  );
  routeOf(app, endpoints.rotateSeed, {}, async (request) =>
    ok(await rotateSeed(db, sessionOf(request).memberId, request.body.clientSeed)),
  );
  routeOf(app, endpoints.round, {}, async (request) =>
    ok(await getRound(db, sessionOf(request).memberId, request.query.roundId)),
  );
};
