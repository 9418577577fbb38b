import { challengeQuerySchema } from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { issueChallenge } from './challenges.js';

export const challengeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/challenge',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['session'], querystring: challengeQuerySchema, response: { 200: z.looseObject({}) } },
    },
    async (request) => ok(await issueChallenge(db, request.query.purpose)),
  );
};
