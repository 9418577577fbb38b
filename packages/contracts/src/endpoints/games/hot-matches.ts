import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

export const hotMatches = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotMatches',
  access: 'public',
  tags,
  query: 'hotMatchesQuerySchema',
  response: 'hotMatchListSchema',
} as const satisfies EndpointSpec;
