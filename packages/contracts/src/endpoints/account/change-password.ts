import type { EndpointSpec } from '../../endpoint.js';

export const changePassword = {
  method: 'POST',
  path: '/wps/member/password',
  access: 'member',
  tags: ['member'],
  body: 'changePasswordBodySchema',
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
