import { promotionsEndpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseOnBreak } from '../protection/index.js';
import { type ActivityDeps, activityRoutes } from './activity-routes.js';
import { depositBonusRoutes } from './deposit-bonus-routes.js';
import { leaderboardRoutes } from './leaderboard-routes.js';
import type { PromotionsDeps } from './promotions-deps.js';
import { rebateRoutes } from './rebate-routes.js';
import { rewardRoutes } from './reward-routes.js';
import { signInRoutes } from './sign-in-routes.js';
import { wheelRoutes } from './wheel-routes.js';

/**
 * Every promotion's routes; each part guards itself with its promotion key or flag. A player on a
 * break (issue 16) joins, spins, signs in and claims nothing: every call that acts is refused, but
 * giving a bonus up stays open, as do the lists.
 */
export const promotionsRoutes: FastifyPluginAsyncZod<PromotionsDeps & ActivityDeps> = async (app, deps) => {
  const refuse = refuseOnBreak(deps.db);
  app.addHook('onRoute', (route) => {
    if (route.method !== 'POST' || route.url === promotionsEndpoints.bonusForfeit.path) return;
    const before = route.preHandler;
    route.preHandler = [...(Array.isArray(before) ? before : before ? [before] : []), refuse];
  });
  await app.register(activityRoutes, deps);
  await app.register(depositBonusRoutes, deps);
  await app.register(leaderboardRoutes, deps);
  await app.register(rebateRoutes, deps);
  await app.register(rewardRoutes, deps);
  await app.register(signInRoutes, deps);
  await app.register(wheelRoutes, deps);
};
