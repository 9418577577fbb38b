import type { EndpointSpec } from '../../endpoint.js';

/** R-API-39: a payout account in the member's payee name, at most five. */
export const addBankCard = {
  method: 'POST',
  path: '/wps/member/bankCard',
  access: 'real-member',
  tags: ['cashier'],
  body: 'bankCardBodySchema',
  response: 'bankCardSchema',
} as const satisfies EndpointSpec;
