import type { EndpointSpec } from '../../endpoint.js';

export const icon = {
  method: 'GET',
  path: '/wps/member/info/icon',
  access: 'member',
  tags: ['member'],
  response: 'memberIconSchema',
} as const satisfies EndpointSpec;
