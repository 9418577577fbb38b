import type { EndpointSpec } from '../../endpoint.js';

/** R-API-69 The lottery games ranked by real bets of the last seven days. */
export const lotteryPopular = {
  method: 'GET',
  path: '/lgw/games/popular',
  access: 'member',
  tags: ['lottery'],
  query: 'lotteryGamesQuerySchema',
  response: 'lotteryPopularSchema',
} as const satisfies EndpointSpec;
