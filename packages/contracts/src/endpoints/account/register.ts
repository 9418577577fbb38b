import type { EndpointSpec } from '../../endpoint.js';

/** Registration by name (R-API-22). */
export const register = {
  method: 'PUT',
  path: '/wps/member/register',
  access: 'public',
  tags: ['register'],
  body: 'registerBodySchema',
  response: 'sessionValueSchema',
} as const satisfies EndpointSpec;
