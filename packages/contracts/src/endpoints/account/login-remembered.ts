import type { EndpointSpec } from '../../endpoint.js';

/** Logs in with the device cookie of "remember me" (H-7). */
export const loginRemembered = {
  method: 'POST',
  path: '/wps/session/login/remembered',
  access: 'public',
  tags: ['session'],
  response: 'sessionValueSchema',
} as const satisfies EndpointSpec;
