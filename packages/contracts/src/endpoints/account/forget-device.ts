import type { EndpointSpec } from '../../endpoint.js';

export const forgetDevice = {
  method: 'DELETE',
  path: '/wps/session/remembered',
  access: 'public',
  tags: ['session'],
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
