import { gamesEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sessionOf } from '../session/index.js';
import { addFavourite, getFavouriteIds, listFavourites, removeFavourite } from './favourites.js';
import { listGameRecords } from './game-records.js';
import { addRecentGame, recentGames } from './recent-games.js';

/** A member's favourites, recent games and game records: each call acts on the session's member. */
export const memberGameRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const memberOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  routeOf(app, endpoints.favouriteIds, {}, async (request) =>
    ok(await getFavouriteIds(db, memberOf(request))),
  );
  routeOf(app, endpoints.favouriteList, {}, async (request) =>
    ok(await listFavourites(db, memberOf(request), request.query)),
  );
  routeOf(app, endpoints.addFavourite, {}, async (request) =>
    ok(await addFavourite(db, memberOf(request), request.body.nodeId, request.body.vendor)),
  );
  routeOf(app, endpoints.removeFavourite, {}, async (request) =>
    ok(await removeFavourite(db, memberOf(request), request.body.nodeId)),
  );
  routeOf(app, endpoints.addRecentGame, {}, async (request) =>
    ok(await addRecentGame(db, memberOf(request), request.query.nodeId)),
  );
  routeOf(app, endpoints.recentGames, {}, async (request) => ok(await recentGames(db, memberOf(request))));
  routeOf(app, endpoints.gameRecords, {}, async (request) =>
    ok(await listGameRecords(db, memberOf(request), request.query)),
  );
};
