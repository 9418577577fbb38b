import type { EndpointSpec } from '../../endpoint.js';

/** R-API-39: the member's payout accounts, numbers masked. */
export const memberBankCards = {
  method: 'GET',
  path: '/wps/member/bankCard',
  access: 'real-member',
  tags: ['cashier'],
  query: 'emptyQuerySchema',
  response: 'bankCardsValueSchema',
} as const satisfies EndpointSpec;
