import { promotionsEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { requirePromotion } from './promotion-gate.js';
import type { PromotionsDeps } from './promotions-deps.js';
import { getSignInStatus, type SignInPolicy, signInToday } from './sign-in.js';

/** A person signs in with a tap or two; a script would tap many times. */
const SIGN_IN_CALLS_PER_MINUTE = 20;

/** The daily sign-in (R-PROMO-04, 05, R-API-127), open only while the `LOGIN` promotion is on. */
export const signInRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, { db }) => {
  const preHandler = requirePromotion(app, 'LOGIN');
  const policy = async (): Promise<SignInPolicy> => {
    const { settings } = await app.systemConfig.get();
    return {
      rules: settings.signIn,
      timeZone: settings.timeZone,
      rewardExpiryDays: settings.rewardExpiryDays,
    };
  };
  routeOf(app, endpoints.signInStatus, { preHandler }, async (request) =>
    ok(await getSignInStatus(db, sessionOf(request).memberId, await policy())),
  );
  routeOf(
    app,
    endpoints.signIn,
    { preHandler, ...perMemberLimit('sign-in', SIGN_IN_CALLS_PER_MINUTE) },
    async (request) => ok(await signInToday(db, sessionOf(request).memberId, await policy())),
  );
};
