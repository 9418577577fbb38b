import type { EndpointSpec } from '../../endpoint.js';

/** The caller's daily salaries, received and paid, for a range of Manila days (R-API-106, R-AGENT-09). */
export const queryDailySalary = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_QueryDailySalary',
  access: 'real-member',
  tags: ['agent'],
  query: 'dailySalaryQuerySchema',
  response: 'dailySalaryPageSchema',
} as const satisfies EndpointSpec;
