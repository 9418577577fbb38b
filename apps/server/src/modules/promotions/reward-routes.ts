import { promotionsEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sessionOf } from '../session/index.js';
import { publishBalance } from '../wallet/index.js';
import { claimReward } from './claim-reward.js';
import { listRewards } from './list-rewards.js';
import { refuseWithoutRewardCentre } from './promotion-gate.js';
import type { PromotionsDeps } from './promotions-deps.js';

/**
 * The reward centre (every reward, behind `REWCEN3`) and the receiving centre (those waiting, and
 * claiming them, which stays open without the reward centre: R-PROMO-08, 09, 11, R-API-128).
 */
export const rewardRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, { db, bus }) => {
  routeOf(app, endpoints.rewardList, {}, async (request) => {
    if (request.query.scope === 'all') await refuseWithoutRewardCentre(app);
    return ok(await listRewards(db, sessionOf(request).memberId, request.query.scope));
  });
  routeOf(app, endpoints.rewardClaim, {}, async (request) => {
    const memberId = sessionOf(request).memberId;
    const claim = await claimReward(db, memberId, Number(request.body.rewardId));
    if (claim.credited) publishBalance(bus, memberId, 'PHP', Math.round(claim.balance * 100));
    return ok({ reward: claim.reward, balance: claim.balance });
  });
};
