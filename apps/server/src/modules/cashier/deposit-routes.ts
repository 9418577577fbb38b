import { cashierEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import type { CashierDeps } from './cashier-deps.js';
import { createGatewayDeposit } from './create-gateway-deposit.js';
import { createManualDeposit } from './create-manual-deposit.js';
import { findMemberOrder, listMemberOrders } from './deposit-repository.js';
import { depositView } from './deposit-view.js';
import { listDepositMethods } from './list-deposit-methods.js';
import { recordsPage } from './records-page.js';

/** A deposit asks the gateway for a page or the operator for a check: a few a minute is a person. */
const DEPOSITS_PER_MINUTE = 10;

/** The player's side of deposits (R-WALLET-05 … 11): real accounts only (R-ROLE-09). */
export const depositRoutes: FastifyPluginAsyncZod<CashierDeps> = async (app, deps) => {
  const manualAccount = async () => (await app.systemConfig.get()).settings.manualDeposit;

  routeOf(app, endpoints.depositBanksByVendor, {}, async () =>
    ok(listDepositMethods(deps.gateways, await manualAccount())),
  );

  routeOf(
    app,
    endpoints.depositPaymentGateway,
    perMemberLimit('deposit', DEPOSITS_PER_MINUTE),
    async (request) =>
      ok(await createGatewayDeposit(deps, { memberId: sessionOf(request).memberId, ...request.body })),
  );

  // Alipay, QQ Wallet, WeChat Pay (R-API-91, 92, 94): the same gateway deposit, the call naming the method.
  for (const [endpoint, method] of [
    [endpoints.depositAlipay, 'alipay'],
    [endpoints.depositQQ, 'qq'],
    [endpoints.depositWechat, 'wechat'],
  ] as const)
    routeOf(app, endpoint, perMemberLimit('deposit', DEPOSITS_PER_MINUTE), async (request) =>
      ok(
        await createGatewayDeposit(deps, {
          memberId: sessionOf(request).memberId,
          method,
          clientIp: request.ip,
          ...request.body,
        }),
      ),
    );

  routeOf(
    app,
    endpoints.depositManualTransfer,
    perMemberLimit('deposit', DEPOSITS_PER_MINUTE),
    async (request) =>
      ok(
        await createManualDeposit(deps.db, await manualAccount(), {
          memberId: sessionOf(request).memberId,
          ...request.body,
        }),
      ),
  );

  routeOf(app, endpoints.depositOrder, {}, async (request) => {
    const order = await findMemberOrder(deps.db, sessionOf(request).memberId, Number(request.params.orderId));
    // Another member's order is simply not found (S-20).
    if (!order) throw new AppError('NOT_FOUND', { field: 'orderId' });
    return ok(depositView(order));
  });

  routeOf(app, endpoints.depositReport, {}, async (request) => {
    const memberId = sessionOf(request).memberId;
    return ok(
      await recordsPage(
        request.query,
        (range, page) => listMemberOrders(deps.db, memberId, range, page),
        (row) => depositView(row),
      ),
    );
  });
};
