import type { EndpointSpec } from '../../endpoint.js';

/** R-API-98: the member's payout accounts, numbers masked, for the withdraw screen. */
export const bankCards = {
  method: 'GET',
  path: '/wps/relay/MCS2_bankCards',
  access: 'real-member',
  tags: ['cashier'],
  query: 'emptyQuerySchema',
  response: 'bankCardsValueSchema',
} as const satisfies EndpointSpec;
