import { vipEndpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sessionOf } from '../session/index.js';
import { vipClubOf } from '../system/index.js';
import { getVipStatus } from './get-vip-status.js';

export const vipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, vipEndpoints.status, {}, async (request) =>
    ok(await getVipStatus(db, sessionOf(request), vipClubOf(await app.systemConfig.get()))),
  );
};
