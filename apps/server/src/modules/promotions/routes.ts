import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ActivityDeps, activityRoutes } from './activity-routes.js';
import { depositBonusRoutes } from './deposit-bonus-routes.js';
import { leaderboardRoutes } from './leaderboard-routes.js';
import type { PromotionsDeps } from './promotions-deps.js';
import { rebateRoutes } from './rebate-routes.js';
import { rewardRoutes } from './reward-routes.js';
import { signInRoutes } from './sign-in-routes.js';
import { wheelRoutes } from './wheel-routes.js';

/** Every promotion's routes; each part guards itself with its promotion key or flag. */
export const promotionsRoutes: FastifyPluginAsyncZod<PromotionsDeps & ActivityDeps> = async (app, deps) => {
  await app.register(activityRoutes, deps);
  await app.register(depositBonusRoutes, deps);
  await app.register(leaderboardRoutes, deps);
  await app.register(rebateRoutes, deps);
  await app.register(rewardRoutes, deps);
  await app.register(signInRoutes, deps);
  await app.register(wheelRoutes, deps);
};
