import { cashierEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sessionOf } from '../session/index.js';
import type { CashierDeps } from './cashier-deps.js';
import { createGatewayDeposit } from './create-gateway-deposit.js';
import { findMemberOrder } from './deposit-repository.js';
import { depositView } from './deposit-view.js';
import { listDepositMethods } from './list-deposit-methods.js';
import { listDeposits } from './list-deposits.js';

/** A deposit asks the gateway for a page: a few a minute is a person, more is a script. */
const DEPOSITS_PER_MINUTE = 10;

/** The player's side of deposits (R-WALLET-05 … 11): real accounts only (R-ROLE-09). */
export const cashierRoutes: FastifyPluginAsyncZod<CashierDeps> = async (app, deps) => {
  routeOf(app, endpoints.depositBanksByVendor, {}, async () => ok(listDepositMethods(deps.gateway)));

  routeOf(
    app,
    endpoints.depositPaymentGateway,
    {
      config: {
        rateLimit: {
          max: DEPOSITS_PER_MINUTE,
          timeWindow: 60_000,
          // After the member check, so the count is the member's wherever they connect from.
          hook: 'preHandler',
          keyGenerator: (request) => `deposit:${sessionOf(request).memberId}`,
        },
      },
    },
    async (request) =>
      ok(await createGatewayDeposit(deps, { memberId: sessionOf(request).memberId, ...request.body })),
  );

  routeOf(app, endpoints.depositOrder, {}, async (request) => {
    const order = await findMemberOrder(deps.db, sessionOf(request).memberId, Number(request.params.orderId));
    // Another member's order is simply not found (S-20).
    if (!order) throw new AppError('NOT_FOUND', { field: 'orderId' });
    return ok(depositView(order));
  });

  routeOf(app, endpoints.depositReport, {}, async (request) =>
    ok(await listDeposits(deps, sessionOf(request).memberId, request.query)),
  );
};
