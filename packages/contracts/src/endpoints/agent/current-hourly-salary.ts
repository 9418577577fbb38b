import type { EndpointSpec } from '../../endpoint.js';

/** (designed) This Manila hour's salary so far under the caller's accepted hourly contracts (R-AGENT-06). */
export const currentHourlySalary = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_CurrentHourlySalary',
  access: 'real-member',
  tags: ['agent'],
  query: 'emptyQuerySchema',
  response: 'currentDailySalarySchema',
} as const satisfies EndpointSpec;
