import { lotteryEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { cancelSubOrders } from './cancel-suborders.js';
import { latestNumeros, listLotteryGames, popularGames } from './list-games.js';
import { getOrderDetail, listOrders } from './list-orders.js';
import type { LotteryDeps } from './lottery-deps.js';
import { placeOrder } from './place-order.js';
import { verifyDraw } from './verify-draw.js';
import { vnGameMenu, vnNumeros, vnRecentGames } from './vn-games.js';

/** A person places a few orders a minute; a script would place many. */
const ORDERS_PER_MINUTE = 120;

/**
 * The lottery gateway of the house lotteries. The server's clock when an order or a cancellation
 * arrives decides whether the draw still takes bets.
 */
export const lotteryRoutes: FastifyPluginAsyncZod<LotteryDeps> = async (app, deps) => {
  const { db } = deps;
  const limited = perMemberLimit('lottery', ORDERS_PER_MINUTE);
  routeOf(app, endpoints.lotteryGames, {}, async () => ok(await listLotteryGames(db, Date.now())));
  routeOf(app, endpoints.lotteryNumeros, {}, async () => ok(await latestNumeros(db)));
  routeOf(app, endpoints.lotteryPopular, {}, async () => ok(await popularGames(db)));
  routeOf(app, endpoints.vnGameMenu, {}, async () => ok(await vnGameMenu(db, Date.now())));
  routeOf(app, endpoints.vnNumeros, {}, async (request) => ok(await vnNumeros(db, request.query.gameId)));
  routeOf(app, endpoints.vnRecentGames, {}, async (request) =>
    ok(await vnRecentGames(db, sessionOf(request).memberId)),
  );
  routeOf(app, endpoints.lotteryPlace, limited, async (request) => {
    const receivedAt = Date.now();
    return ok(await placeOrder(deps, sessionOf(request).memberId, request.body, receivedAt));
  });
  routeOf(app, endpoints.lotteryCancel, limited, async (request) => {
    const receivedAt = Date.now();
    return ok(await cancelSubOrders(deps, sessionOf(request).memberId, request.body.subOrderIds, receivedAt));
  });
  routeOf(app, endpoints.lotteryOrders, {}, async (request) =>
    ok(await listOrders(db, sessionOf(request).memberId, request.query, Date.now())),
  );
  routeOf(app, endpoints.lotteryOrderDetail, {}, async (request) =>
    ok(await getOrderDetail(db, sessionOf(request).memberId, request.query.orderId)),
  );
  routeOf(app, endpoints.lotteryVerify, {}, async (request) =>
    ok(await verifyDraw(db, request.query.gameId, request.query.drawNo)),
  );
};
