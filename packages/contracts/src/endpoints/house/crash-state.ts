import type { EndpointSpec } from '../../endpoint.js';

/** The current round, its bets and the latest crash points, for anyone watching. */
export const crashState = {
  method: 'GET',
  path: '/wps/house/crash/state',
  access: 'public',
  tags: ['house games'],
  response: 'crashStateSchema',
} as const satisfies EndpointSpec;
