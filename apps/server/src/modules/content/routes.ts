import { contentEndpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { getHelpCenter } from './get-help-center.js';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, contentEndpoints.helpCenter, {}, async (request) =>
    ok(await getHelpCenter(db, request.query.lang)),
  );
};
