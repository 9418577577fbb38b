import type { EndpointSpec } from '../../endpoint.js';

/** R-API-99: the banks and e-wallets withdrawals can be paid to. */
export const withdrawBanks = {
  method: 'GET',
  path: '/wps/relay/MCS2_withdrawBanks',
  access: 'real-member',
  tags: ['cashier'],
  query: 'emptyQuerySchema',
  response: 'withdrawBanksValueSchema',
} as const satisfies EndpointSpec;
