import type { EndpointSpec } from '../../endpoint.js';

const tags = ['wallet'];

export const funds = {
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  access: 'member',
  tags,
  query: 'fundsQuerySchema',
  response: 'fundsValueSchema',
} as const satisfies EndpointSpec;
