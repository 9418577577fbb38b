import type { EndpointSpec } from '../../endpoint.js';

/** Opens the Crash page with its launch token: the player, the balance, the current round and bets. */
export const crashSession = {
  method: 'POST',
  path: '/wps/house/crash/session',
  access: 'public',
  tags: ['house games'],
  body: 'crashSessionBodySchema',
  response: 'crashSessionValueSchema',
} as const satisfies EndpointSpec;
