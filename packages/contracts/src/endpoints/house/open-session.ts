import type { EndpointSpec } from '../../endpoint.js';

const tags = ['house games'];

/** Opens the game with its launch token: player, currency, balance and the fairness commitment. */
export const openSession = {
  method: 'POST',
  path: '/wps/house/slots/session',
  access: 'public',
  tags,
  body: 'houseSessionBodySchema',
  response: 'houseSessionValueSchema',
} as const satisfies EndpointSpec;
