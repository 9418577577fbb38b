import type { EndpointSpec } from '../../endpoint.js';

/** R-API-94: a pending WeChat deposit through the gateway that offers it, and the page where the player pays. */
export const depositWechat = {
  method: 'POST',
  path: '/wps/relay/MCS2_depositWechat',
  access: 'real-member',
  tags: ['cashier'],
  body: 'depositWalletBodySchema',
  response: 'depositGatewayValueSchema',
} as const satisfies EndpointSpec;
