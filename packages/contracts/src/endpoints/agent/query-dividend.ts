import type { EndpointSpec } from '../../endpoint.js';

/** The past periods' dividends with their status (R-API-109, R-AGENT-11). */
export const queryDividend = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_QueryDividend',
  access: 'real-member',
  tags: ['agent'],
  query: 'emptyQuerySchema',
  response: 'dividendListSchema',
} as const satisfies EndpointSpec;
