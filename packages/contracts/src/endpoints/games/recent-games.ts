import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

export const recentGames = {
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  access: 'member',
  tags,
  query: 'recentQuerySchema',
  response: 'gameListSchema',
} as const satisfies EndpointSpec;
