import type { EndpointSpec } from '../../endpoint.js';

/** R-API-96 (the spec's spelling kept, A-25): the member's deposits in a date range, paged. */
export const depositReport = {
  method: 'GET',
  path: '/wps/relay/MCS2_depositTransactioNReport',
  access: 'real-member',
  tags: ['cashier'],
  query: 'depositReportQuerySchema',
  response: 'depositReportValueSchema',
} as const satisfies EndpointSpec;
