import type { EndpointSpec } from '../../endpoint.js';

export const memberInfo = {
  method: 'GET',
  path: '/wps/member/info',
  access: 'member',
  tags: ['member'],
  response: 'memberInfoSchema',
} as const satisfies EndpointSpec;
