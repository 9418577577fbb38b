import type { EndpointSpec } from '../../endpoint.js';

/** Username login (R-AUTH-11) or SMS login (R-AUTH-12). */
export const login = {
  method: 'POST',
  path: '/wps/session/login',
  access: 'public',
  tags: ['session'],
  body: 'loginBodySchema',
  response: 'sessionValueSchema',
} as const satisfies EndpointSpec;
