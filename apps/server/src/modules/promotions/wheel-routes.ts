import { promotionsEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import type { PromotionsDeps } from './promotions-deps.js';
import { getWheelStatus, listWheelSpins, spinWheel, type WheelPolicy } from './wheel-service.js';

/** A person spins with a tap every few seconds; a script would tap many times. */
const SPIN_CALLS_PER_MINUTE = 20;

/** The wheel belongs to the VIP club: it is open while the club is on (R-VIP-05, R-PROMO-10). */
async function wheelPolicy(app: FastifyInstance): Promise<WheelPolicy> {
  const { settings } = await app.systemConfig.get();
  if (!settings.vip.enabled) throw new AppError('PROMOTION_OFF', { feature: 'VIP' });
  return {
    rules: settings.wheel,
    prizes: settings.vip.wheelPrizes,
    tiers: settings.vip.tiers,
    timeZone: settings.timeZone,
    rewardExpiryDays: settings.rewardExpiryDays,
  };
}

/** The provably fair VIP Wheel (R-PROMO-10, H-3): commit, spin and reveal, and the spins to verify. */
export const wheelRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, { db }) => {
  routeOf(app, endpoints.wheelStatus, {}, async (request) =>
    ok(await getWheelStatus(db, sessionOf(request).memberId, await wheelPolicy(app))),
  );
  routeOf(app, endpoints.wheelSpin, perMemberLimit('wheel-spin', SPIN_CALLS_PER_MINUTE), async (request) =>
    ok(await spinWheel(db, sessionOf(request).memberId, request.body, await wheelPolicy(app))),
  );
  routeOf(app, endpoints.wheelSpins, {}, async (request) => {
    await wheelPolicy(app);
    return ok(await listWheelSpins(db, sessionOf(request).memberId));
  });
};
