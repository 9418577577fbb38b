import type { EndpointSpec } from '../../endpoint.js';

/** The member's limits with what each period used, pending changes, and any break in force. */
export const protectionState = {
  method: 'GET',
  path: '/wps/protection/state',
  access: 'real-member',
  tags: ['protection'],
  response: 'protectionStateSchema',
} as const satisfies EndpointSpec;
