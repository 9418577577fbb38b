import type { EndpointSpec } from '../../endpoint.js';

export const trialUser = {
  method: 'GET',
  path: '/wps/member/trialuser',
  access: 'member',
  tags: ['member'],
  response: 'trialUserSchema',
} as const satisfies EndpointSpec;
