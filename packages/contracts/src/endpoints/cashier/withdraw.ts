import type { EndpointSpec } from '../../endpoint.js';

/** R-API-97: a pending withdrawal, its amount held in the ledger in the same transaction. */
export const withdraw = {
  method: 'POST',
  path: '/wps/transaction/withdraw',
  access: 'real-member',
  tags: ['cashier'],
  body: 'withdrawBodySchema',
  response: 'withdrawalSchema',
} as const satisfies EndpointSpec;
