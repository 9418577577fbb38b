import {
  addRecentQuerySchema,
  envelopeOf,
  favouriteBodySchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouritePageSchema,
  gameListSchema,
  gameRecordPageSchema,
  gameRecordQuerySchema,
  recentQuerySchema,
  successSchema,
} from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { sessionOf } from '../account/index.js';
import { addFavourite, getFavouriteIds, listFavourites, removeFavourite } from './favourites.js';
import { listGameRecords } from './game-records.js';
import { addRecentGame, recentGames } from './recent-games.js';

const tags = ['games'];
const noQuery = z.strictObject({});

/**
 * A member's favourites and recent games (R-API-56 … R-API-61). Each call acts on the session's own
 * member only (S-20). MCS2_addRecentGame is a GET as the SPEC has it: the session is a header token,
 * which another site cannot make a browser send, so the GET carries no cross-site risk.
 */
export const memberGameRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', app.requireMember);
  const memberOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    { schema: { tags, querystring: noQuery, response: { 200: envelopeOf(favouriteIdsSchema) } } },
    async (request) => ok(await getFavouriteIds(db, memberOf(request))),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      schema: {
        tags,
        querystring: favouriteListQuerySchema,
        response: { 200: envelopeOf(favouritePageSchema) },
      },
    },
    async (request) => ok(await listFavourites(db, memberOf(request), request.query)),
  );

  app.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    { schema: { tags, body: favouriteBodySchema, response: { 200: envelopeOf(successSchema) } } },
    async (request) =>
      ok(await addFavourite(db, memberOf(request), request.body.nodeId, request.body.vendor)),
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    { schema: { tags, body: favouriteBodySchema, response: { 200: envelopeOf(successSchema) } } },
    async (request) => ok(await removeFavourite(db, memberOf(request), request.body.nodeId)),
  );

  app.get(
    '/wps/relay/MCS2_addRecentGame',
    { schema: { tags, querystring: addRecentQuerySchema, response: { 200: envelopeOf(successSchema) } } },
    async (request) => ok(await addRecentGame(db, memberOf(request), request.query.nodeId)),
  );

  app.get(
    '/wps/relay/GCS_recentGame',
    { schema: { tags, querystring: recentQuerySchema, response: { 200: envelopeOf(gameListSchema) } } },
    async (request) => ok(await recentGames(db, memberOf(request))),
  );

  app.get(
    '/wps/relay/GCS_gameRecord',
    {
      schema: {
        tags,
        querystring: gameRecordQuerySchema,
        response: { 200: envelopeOf(gameRecordPageSchema) },
      },
    },
    async (request) => ok(await listGameRecords(db, memberOf(request), request.query)),
  );
};
