import type { EndpointSpec } from '../../endpoint.js';

export const resetPasswordByLink = {
  method: 'PUT',
  path: '/wps/member/password/email',
  access: 'public',
  tags: ['recovery'],
  body: 'resetPasswordByLinkBodySchema',
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
