import { promotionsEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { publishBalance } from '../wallet/index.js';
import { acceptPromo } from './accept-promo.js';
import { getDepositPromoList } from './deposit-promo-list.js';
import { forfeitBonus } from './forfeit-bonus.js';
import type { PromotionsDeps } from './promotions-deps.js';

/** A person joins or gives up a bonus with a tap or two; a script would tap many times. */
const BONUS_CALLS_PER_MINUTE = 20;

/** Deposit promotions (R-WALLET-08, R-API-89, R-API-95): the offers, joining one, giving a bonus up. */
export const depositBonusRoutes: FastifyPluginAsyncZod<PromotionsDeps> = async (app, { db, bus }) => {
  routeOf(app, endpoints.depositPromoList, {}, async (request) =>
    ok(await getDepositPromoList(db, sessionOf(request).memberId, request.query.language)),
  );
  routeOf(
    app,
    endpoints.acceptPromo,
    perMemberLimit('accept-promo', BONUS_CALLS_PER_MINUTE),
    async (request) => ok(await acceptPromo(db, { memberId: sessionOf(request).memberId, ...request.body })),
  );
  routeOf(
    app,
    endpoints.bonusForfeit,
    perMemberLimit('bonus-forfeit', BONUS_CALLS_PER_MINUTE),
    async (request) => {
      const memberId = sessionOf(request).memberId;
      const done = await forfeitBonus(db, { memberId, ...request.body });
      if (done.balance !== null) publishBalance(bus, memberId, 'PHP', done.balance);
      return ok(done.bonus);
    },
  );
};
