import type { EndpointSpec } from '../../endpoint.js';

/** R-GAMES-01 The sea lottery's menu (vendor TCG_SEA): its 4D games grouped by country. */
export const seaGameMenu = {
  method: 'GET',
  path: '/lgw/sea/games/game_menu',
  access: 'member',
  tags: ['lottery'],
  query: 'emptyQuerySchema',
  response: 'seaGameMenuSchema',
} as const satisfies EndpointSpec;
