import { promotionsEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { publishBalance } from '../wallet/index.js';
import type { PromotionsDeps } from './promotions-deps.js';
import { claimRebate, getRebateStatus, rebatePolicyOf } from './rebate-service.js';

/** A person claims with a tap; a script would tap many times. */
const CLAIM_CALLS_PER_MINUTE = 30;

/** Category rebates (R-PROMO-15, R-API-128): what each game category earned, and claiming it. */
export const rebateRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, { db, bus }) => {
  const policy = async () => rebatePolicyOf((await app.systemConfig.get()).settings);
  routeOf(app, endpoints.rebateStatus, {}, async (request) =>
    ok(await getRebateStatus(db, sessionOf(request).memberId, await policy())),
  );
  routeOf(
    app,
    endpoints.rebateClaim,
    perMemberLimit('rebate-claim', CLAIM_CALLS_PER_MINUTE),
    async (request) => {
      const memberId = sessionOf(request).memberId;
      const claim = await claimRebate(db, memberId, await policy());
      publishBalance(bus, memberId, 'PHP', Math.round(claim.balance * 100));
      return ok(claim);
    },
  );
};
