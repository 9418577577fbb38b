import type { EndpointSpec } from '../../endpoint.js';

const tags = ['house games'];

export const round = {
  method: 'GET',
  path: '/wps/house/round',
  access: 'member',
  tags,
  query: 'houseRoundQuerySchema',
  response: 'houseRoundSchema',
} as const satisfies EndpointSpec;
