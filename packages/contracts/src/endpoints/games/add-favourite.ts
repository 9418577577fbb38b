import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

export const addFavourite = {
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  access: 'member',
  tags,
  body: 'favouriteBodySchema',
  response: 'successSchema',
} as const satisfies EndpointSpec;
