import type { EndpointSpec } from '../../endpoint.js';

/** The reality check's figures (issue 16): when this login began, the interval, and its bets and wins. */
export const playSession = {
  method: 'GET',
  path: '/wps/protection/session',
  access: 'real-member',
  tags: ['protection'],
  response: 'playSessionSchema',
} as const satisfies EndpointSpec;
