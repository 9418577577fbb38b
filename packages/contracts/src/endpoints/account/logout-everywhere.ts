import type { EndpointSpec } from '../../endpoint.js';

/**
 * (designed, H-7) Ends every session of the member on every device and forgets every remembered
 * device, this one included.
 */
export const logoutEverywhere = {
  method: 'DELETE',
  path: '/wps/session/logout/all',
  access: 'member',
  tags: ['session'],
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
