import type { EndpointSpec } from '../../endpoint.js';

const tags = ['house games'];

/** The bet, the outcome and the win in one call; 409 INSUFFICIENT_FUNDS carries the balance. */
export const spin = {
  method: 'POST',
  path: '/wps/house/slots/spin',
  access: 'public',
  tags,
  body: 'houseSpinBodySchema',
  response: 'houseSpinValueSchema',
} as const satisfies EndpointSpec;
