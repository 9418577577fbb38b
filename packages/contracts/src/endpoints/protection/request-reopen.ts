import type { EndpointSpec } from '../../endpoint.js';

/** Asks to reopen after a break has ended: the account reopens 24 hours later. */
export const requestReopen = {
  method: 'POST',
  path: '/wps/protection/reopen',
  access: 'real-member',
  tags: ['protection'],
  response: 'protectionStateSchema',
} as const satisfies EndpointSpec;
