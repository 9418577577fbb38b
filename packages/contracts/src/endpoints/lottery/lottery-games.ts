import type { EndpointSpec } from '../../endpoint.js';

/** R-API-64 The house lotteries with their odds table and the draw taking bets (its commitment). */
export const lotteryGames = {
  method: 'GET',
  path: '/lgw/games/mobile',
  access: 'member',
  tags: ['lottery'],
  query: 'lotteryGamesQuerySchema',
  response: 'lotteryGameListSchema',
} as const satisfies EndpointSpec;
