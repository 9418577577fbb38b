import type { EndpointSpec } from '../../endpoint.js';

/** R-API-100: the member's withdrawals in a date range, paged. */
export const withdrawReport = {
  method: 'GET',
  path: '/wps/relay/MCS2_WithdrawTransactionReport',
  access: 'real-member',
  tags: ['cashier'],
  query: 'withdrawReportQuerySchema',
  response: 'withdrawReportValueSchema',
} as const satisfies EndpointSpec;
