import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

/** The busiest call of the site: its answer is sent as text already serialised. */
export const gameList = {
  method: 'POST',
  path: '/wps/relay/GCSGAME_gameList',
  access: 'public',
  tags,
  body: 'gameListBodySchema',
  response: 'gamePageSchema',
} as const satisfies EndpointSpec;
