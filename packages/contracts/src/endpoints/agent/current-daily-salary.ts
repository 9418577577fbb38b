import type { EndpointSpec } from '../../endpoint.js';

/** Today's daily salary so far under the caller's accepted contracts (R-API-105, R-AGENT-09). */
export const currentDailySalary = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_CurrentDailySalary',
  access: 'real-member',
  tags: ['agent'],
  query: 'emptyQuerySchema',
  response: 'currentDailySalarySchema',
} as const satisfies EndpointSpec;
