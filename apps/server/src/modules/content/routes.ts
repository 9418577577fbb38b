import { envelopeOf, helpCenterQuerySchema, helpItemSchema } from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { getHelpCenter } from './get-help-center.js';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['content'],
        querystring: helpCenterQuerySchema,
        response: { 200: envelopeOf(z.array(helpItemSchema)) },
      },
    },
    async (request) => ok(await getHelpCenter(db, request.query.lang)),
  );
};
