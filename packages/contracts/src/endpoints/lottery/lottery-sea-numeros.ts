import type { EndpointSpec } from '../../endpoint.js';

/** R-GAMES-01 The latest confirmed 1st prizes of one sea lottery game, newest first. */
export const seaNumeros = {
  method: 'GET',
  path: '/lgw/sea/numeros/opened/game',
  access: 'member',
  tags: ['lottery'],
  query: 'regionalNumerosQuerySchema',
  response: 'lotteryNumeroListSchema',
} as const satisfies EndpointSpec;
