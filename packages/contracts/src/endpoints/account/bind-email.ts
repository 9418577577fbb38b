import type { EndpointSpec } from '../../endpoint.js';

export const bindEmail = {
  method: 'POST',
  path: '/wps/member/info/email',
  access: 'real-member',
  tags: ['member'],
  body: 'emailBodySchema',
  encoding: 'form',
  response: 'emailValueSchema',
} as const satisfies EndpointSpec;
