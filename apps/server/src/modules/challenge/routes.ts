import { challengeEndpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { issueChallenge } from './challenges.js';

export const challengeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(
    app,
    challengeEndpoints.issue,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const { signature, ...challenge } = await issueChallenge(db, request.query.purpose);
      if (!signature) throw new Error('altcha issued an unsigned challenge');
      // Copied into plain objects: altcha types them as interfaces, which the schema's loose objects do not admit.
      return ok({ ...challenge, parameters: { ...challenge.parameters }, signature });
    },
  );
};
