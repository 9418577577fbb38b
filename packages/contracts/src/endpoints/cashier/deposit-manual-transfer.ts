import type { EndpointSpec } from '../../endpoint.js';

/** R-API-90: a pending manual bank-transfer deposit and the account to send it to. */
export const depositManualTransfer = {
  method: 'POST',
  path: '/wps/relay/MCS2_depositManualTransfer',
  access: 'real-member',
  tags: ['cashier'],
  body: 'depositManualBodySchema',
  response: 'depositManualValueSchema',
} as const satisfies EndpointSpec;
