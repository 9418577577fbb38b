import type { EndpointSpec } from '../../endpoint.js';

const tags = ['lottery'];

/** R-API-66 The Vietnamese lottery's menu: its games grouped by region. */
export const vnGameMenu = {
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  access: 'member',
  tags,
  query: 'emptyQuerySchema',
  response: 'vnGameMenuSchema',
} as const satisfies EndpointSpec;

/** R-API-67 The latest drawn numbers of one Vietnamese lottery game. */
export const vnNumeros = {
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  access: 'member',
  tags,
  query: 'regionalNumerosQuerySchema',
  response: 'lotteryNumeroListSchema',
} as const satisfies EndpointSpec;

/** R-API-68 The member's recently played Vietnamese lottery games. */
export const vnRecentGames = {
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  access: 'member',
  tags,
  query: 'emptyQuerySchema',
  response: 'regionalRecentGamesSchema',
} as const satisfies EndpointSpec;
