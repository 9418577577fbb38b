import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

export const hotGames = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  access: 'public',
  tags,
  query: 'hotGamesQuerySchema',
  response: 'gameListSchema',
} as const satisfies EndpointSpec;
