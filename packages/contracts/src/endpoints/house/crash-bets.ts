import type { EndpointSpec } from '../../endpoint.js';

/** Every bet of a round, largest stakes first, for a player who opens the whole list. */
export const crashBets = {
  method: 'GET',
  path: '/wps/house/crash/bets',
  access: 'public',
  tags: ['house games'],
  query: 'crashBetsQuerySchema',
  response: 'crashBetListSchema',
} as const satisfies EndpointSpec;
