import type { EndpointSpec } from '../../endpoint.js';

/** Cashes out at the multiplier of the server's clock; 409 CASHOUT_TOO_LATE once the round has crashed. */
export const crashCashout = {
  method: 'POST',
  path: '/wps/house/crash/cashout',
  access: 'public',
  tags: ['house games'],
  body: 'crashCashoutBodySchema',
  response: 'crashBetValueSchema',
} as const satisfies EndpointSpec;
