import type { EndpointSpec } from '../../endpoint.js';

export const status = {
  method: 'GET',
  path: '/wps/member/vip',
  access: 'real-member',
  tags: ['vip'],
  query: 'emptyQuerySchema',
  response: 'vipStatusSchema',
} as const satisfies EndpointSpec;
