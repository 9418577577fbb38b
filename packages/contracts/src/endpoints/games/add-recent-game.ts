import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

export const addRecentGame = {
  method: 'GET',
  path: '/wps/relay/MCS2_addRecentGame',
  access: 'member',
  tags,
  query: 'addRecentQuerySchema',
  response: 'successSchema',
} as const satisfies EndpointSpec;
