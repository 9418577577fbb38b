import type { EndpointSpec } from '../../endpoint.js';

/** R-API-65 The latest drawn numbers of each lottery game. */
export const lotteryNumeros = {
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  access: 'member',
  tags: ['lottery'],
  query: 'emptyQuerySchema',
  response: 'lotteryNumeroListSchema',
} as const satisfies EndpointSpec;
