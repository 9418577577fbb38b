import type { EndpointSpec } from '../../endpoint.js';

/** Registration by mobile number (R-API-23). */
export const registerMobile = {
  method: 'PUT',
  path: '/wps/member/register/mobile',
  access: 'public',
  tags: ['register'],
  body: 'registerBodySchema',
  response: 'sessionValueSchema',
} as const satisfies EndpointSpec;
