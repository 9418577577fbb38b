import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

export const favouriteIds = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  access: 'member',
  tags,
  query: 'emptyQuerySchema',
  response: 'favouriteIdsSchema',
} as const satisfies EndpointSpec;
