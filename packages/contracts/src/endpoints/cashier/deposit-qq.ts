import type { EndpointSpec } from '../../endpoint.js';

/** R-API-92: a pending QQ-wallet deposit through the gateway that offers it, and the page where the player pays. */
export const depositQQ = {
  method: 'POST',
  path: '/wps/relay/MCS2_DepositQQ',
  access: 'real-member',
  tags: ['cashier'],
  body: 'depositWalletBodySchema',
  response: 'depositGatewayValueSchema',
} as const satisfies EndpointSpec;
