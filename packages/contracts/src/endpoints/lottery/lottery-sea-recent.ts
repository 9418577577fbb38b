import type { EndpointSpec } from '../../endpoint.js';

/** R-GAMES-01 The member's recently played sea lottery games, most recent first. */
export const seaRecentGames = {
  method: 'GET',
  path: '/lgw/sea/games/game_menu/recent',
  access: 'member',
  tags: ['lottery'],
  query: 'emptyQuerySchema',
  response: 'regionalRecentGamesSchema',
} as const satisfies EndpointSpec;
