import type { EndpointSpec } from '../../endpoint.js';

/** The current period's dividend so far under the caller's contracts (R-API-108, R-AGENT-11). */
export const currentDividend = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_CurrentDividend',
  access: 'real-member',
  tags: ['agent'],
  query: 'emptyQuerySchema',
  response: 'dividendListSchema',
} as const satisfies EndpointSpec;
