import { envelopeOf, vipStatusSchema } from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { sessionOf } from '../account/index.js';
import { vipClubOf } from '../system/index.js';
import { getVipStatus } from './get-vip-status.js';

/**
 * The VIP club's member call (R-API-131). Trial accounts play with DEMO money, which never counts
 * towards a tier, so they are refused like guests are (free_reject).
 */
export const vipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/member/vip',
    {
      preHandler: app.requireRealMember,
      // Strict and empty: no member id can be passed in (S-20).
      schema: {
        tags: ['vip'],
        querystring: z.strictObject({}),
        response: { 200: envelopeOf(vipStatusSchema) },
      },
    },
    async (request) =>
      ok(await getVipStatus(db, sessionOf(request), vipClubOf(await app.systemConfig.get()))),
  );
};
