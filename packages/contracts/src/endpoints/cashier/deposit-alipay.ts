import type { EndpointSpec } from '../../endpoint.js';

/** R-API-91: a pending Alipay deposit through the gateway that offers it, and the page where the player pays. */
export const depositAlipay = {
  method: 'POST',
  path: '/wps/relay/MCS2_DepositAlipay',
  access: 'real-member',
  tags: ['cashier'],
  body: 'depositWalletBodySchema',
  response: 'depositGatewayValueSchema',
} as const satisfies EndpointSpec;
