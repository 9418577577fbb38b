import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

export const rankList = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  access: 'public',
  tags,
  query: 'rankListQuerySchema',
  response: 'rankListSchema',
} as const satisfies EndpointSpec;
