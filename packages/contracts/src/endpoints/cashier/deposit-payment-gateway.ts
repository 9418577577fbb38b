import type { EndpointSpec } from '../../endpoint.js';

/** R-API-93: a pending gateway deposit, and the gateway page where the player pays. */
export const depositPaymentGateway = {
  method: 'POST',
  path: '/wps/relay/MCS2_depositPaymentGateway',
  access: 'real-member',
  tags: ['cashier'],
  body: 'depositGatewayBodySchema',
  response: 'depositGatewayValueSchema',
} as const satisfies EndpointSpec;
