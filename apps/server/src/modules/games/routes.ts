import { gamesEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { refuseOnBreak } from '../protection/index.js';
import { sessionOf } from '../session/index.js';
import { getVendorGameTypes } from './get-vendor-game-types.js';
import { hotGames } from './hot-games.js';
import { hotMatches } from './hot-matches.js';
import { launchGame } from './launch-game.js';
import { listGamesJson } from './list-games.js';
import { rankList } from './rank-list.js';

/** The public catalogue calls, the upcoming matches and the launch. */
export const gameRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string; cacheMs: number }> = async (
  app,
  { db, publicUrl, cacheMs },
) => {
  routeOf(app, endpoints.vendorGameTypes, {}, async (request) =>
    ok(await getVendorGameTypes(db, request.query.language)),
  );
  // Sent as text already serialised (see listGamesJson).
  routeOf(app, endpoints.gameList, {}, async (request, reply) =>
    reply.type('application/json').send(await listGamesJson(db, request.body, cacheMs)),
  );
  routeOf(app, endpoints.hotGames, {}, async (request) => ok(await hotGames(db, request.query.gameType)));
  routeOf(app, endpoints.hotMatches, {}, async () => ok(await hotMatches(db)));
  routeOf(app, endpoints.rankList, {}, async (request) => ok(await rankList(db, request.query)));
  routeOf(
    app,
    endpoints.launch,
    // A player on a break may still sign in to withdraw, but not open a game (issue 16).
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, preHandler: refuseOnBreak(db) },
    async (request) => {
      const session = sessionOf(request);
      const who = { memberId: session.memberId, memberType: session.type };
      return ok(await launchGame(db, who, request.query, publicUrl));
    },
  );
};
