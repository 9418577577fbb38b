import { promotionsEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { maybeSessionOf } from '../session/index.js';
import { getLeaderboard, leaderboardPolicyOf } from './leaderboard-service.js';
import { requirePromotion } from './promotion-gate.js';
import type { PromotionsDeps } from './promotions-deps.js';

/** The leaderboard (R-PROMO-06, 07, R-API-127), open to guests, only while `MISSION` is on. */
export const leaderboardRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, { db }) => {
  routeOf(app, endpoints.leaderboard, { preHandler: requirePromotion(app, 'MISSION') }, async (request) => {
    const { settings } = await app.systemConfig.get();
    return ok(
      await getLeaderboard(db, leaderboardPolicyOf(settings), maybeSessionOf(request)?.memberId ?? null),
    );
  });
};
