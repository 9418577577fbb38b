import {
  lotteryEndpoints as endpoints,
  type LotteryRegion,
  REGIONAL_LOTTERIES,
  type RegionalLottery,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { cancelSubOrders } from './cancel-suborders.js';
import { latestNumeros, listLotteryGames, popularGames } from './list-games.js';
import { getOrderDetail, listOrders } from './list-orders.js';
import type { LotteryDeps } from './lottery-deps.js';
import { placeOrder } from './place-order.js';
import { regionalGameMenu, regionalNumeros, regionalRecentGames } from './regional-games.js';
import { verifyDraw } from './verify-draw.js';

/** A person places a few orders a minute; a script would place many. */
const ORDERS_PER_MINUTE = 120;

/** R-API-66…68 for one regional lottery: the handlers of its menu, a game's numbers and recent games. */
function regionalHandlers<R extends LotteryRegion>(db: LotteryDeps['db'], lottery: RegionalLottery<R>) {
  return {
    menu: async () => ok(await regionalGameMenu(db, lottery, Date.now())),
    numeros: async (request: { query: { gameId: string } }) =>
      ok(await regionalNumeros(db, lottery, request.query.gameId)),
    recent: async (request: FastifyRequest) =>
      ok(await regionalRecentGames(db, lottery, sessionOf(request).memberId)),
  };
}

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
  const vn = regionalHandlers(db, REGIONAL_LOTTERIES.vn);
  routeOf(app, endpoints.vnGameMenu, {}, vn.menu);
  routeOf(app, endpoints.vnNumeros, {}, vn.numeros);
  routeOf(app, endpoints.vnRecentGames, {}, vn.recent);
  const sea = regionalHandlers(db, REGIONAL_LOTTERIES.sea);
  routeOf(app, endpoints.seaGameMenu, {}, sea.menu);
  routeOf(app, endpoints.seaNumeros, {}, sea.numeros);
  routeOf(app, endpoints.seaRecentGames, {}, sea.recent);
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
