import {
  envelopeOf,
  gameListBodySchema,
  gameListSchema,
  gamePageSchema,
  hotGamesQuerySchema,
  hotMatchesQuerySchema,
  hotMatchListSchema,
  launchQuerySchema,
  launchValueSchema,
  rankListQuerySchema,
  rankListSchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesSchema,
} from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { sessionOf } from '../account/index.js';
import { getVendorGameTypes } from './get-vendor-game-types.js';
import { hotGames } from './hot-games.js';
import { hotMatches } from './hot-matches.js';
import { launchGame } from './launch-game.js';
import { listGamesJson } from './list-games.js';
import { rankList } from './rank-list.js';

const tags = ['games'];

/** The public catalogue calls (R-API-53 … R-API-55, R-API-62), the upcoming matches (R-HOME-27) and the launch (R-API-63). */
export const gameRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string; cacheMs: number }> = async (
  app,
  { db, publicUrl, cacheMs },
) => {
  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags,
        querystring: vendorGameTypesQuerySchema,
        response: { 200: envelopeOf(vendorGameTypesSchema) },
      },
    },
    async (request) => ok(await getVendorGameTypes(db, request.query.language)),
  );

  app.post(
    '/wps/relay/GCSGAME_gameList',
    { schema: { tags, body: gameListBodySchema, response: { 200: envelopeOf(gamePageSchema) } } },
    // Sent as text already serialised (see listGamesJson): the busiest call of the site.
    async (request, reply) =>
      reply.type('application/json').send((await listGamesJson(db, request.body, cacheMs)) as never),
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    { schema: { tags, querystring: hotGamesQuerySchema, response: { 200: envelopeOf(gameListSchema) } } },
    async (request) => ok(await hotGames(db, request.query.gameType)),
  );

  app.get(
    '/wps/relay/GCSGAME_hotMatches',
    {
      schema: { tags, querystring: hotMatchesQuerySchema, response: { 200: envelopeOf(hotMatchListSchema) } },
    },
    async () => ok(await hotMatches(db)),
  );

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    { schema: { tags, querystring: rankListQuerySchema, response: { 200: envelopeOf(rankListSchema) } } },
    async (request) => ok(await rankList(db, request.query)),
  );

  app.get(
    '/wps/game/launchGame',
    {
      preHandler: app.requireMember,
      schema: { tags, querystring: launchQuerySchema, response: { 200: envelopeOf(launchValueSchema) } },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) => {
      const session = sessionOf(request);
      const who = { memberId: session.memberId, memberType: session.type };
      return ok(await launchGame(db, who, request.query, publicUrl));
    },
  );
};
