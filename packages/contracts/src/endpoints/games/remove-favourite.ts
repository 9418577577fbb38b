import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

/** A DELETE with a JSON body (R-GAMES-31). */
export const removeFavourite = {
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  access: 'member',
  tags,
  body: 'favouriteBodySchema',
  response: 'successSchema',
} as const satisfies EndpointSpec;
