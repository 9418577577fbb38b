import type { EndpointSpec } from '../../endpoint.js';

/** A bet on the round now taking bets; 409 BETTING_CLOSED once it has started, INSUFFICIENT_FUNDS with the balance. */
export const crashBet = {
  method: 'POST',
  path: '/wps/house/crash/bet',
  access: 'public',
  tags: ['house games'],
  body: 'crashBetBodySchema',
  response: 'crashBetValueSchema',
} as const satisfies EndpointSpec;
