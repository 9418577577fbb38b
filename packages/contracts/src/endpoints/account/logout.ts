import type { EndpointSpec } from '../../endpoint.js';

/** Idempotent (R-API-13): an unknown or ended token is already logged out. */
export const logout = {
  method: 'DELETE',
  path: '/wps/session/logout',
  access: 'public',
  tags: ['session'],
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
