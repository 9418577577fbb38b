import type { EndpointSpec } from '../../endpoint.js';

/** What the withdraw screen needs: the withdrawable balance, the turnover still needed, the limits. */
export const withdrawInfo = {
  method: 'GET',
  path: '/wps/cashier/withdrawInfo',
  access: 'real-member',
  tags: ['cashier'],
  query: 'bonusLanguageQuerySchema',
  response: 'withdrawInfoValueSchema',
} as const satisfies EndpointSpec;
