import type { EndpointSpec } from '../../endpoint.js';

/** A forgotten password, by emailed link (R-API-20, R-AUTH-43). */
export const requestResetEmail = {
  method: 'POST',
  path: '/wps/member/password/email',
  access: 'public',
  tags: ['recovery'],
  body: 'resetEmailRequestBodySchema',
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
