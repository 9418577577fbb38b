import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

export const favouriteList = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  access: 'member',
  tags,
  query: 'favouriteListQuerySchema',
  response: 'favouritePageSchema',
} as const satisfies EndpointSpec;
