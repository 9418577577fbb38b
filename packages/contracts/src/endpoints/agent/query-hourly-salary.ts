import type { EndpointSpec } from '../../endpoint.js';

/** (designed) The caller's hourly salaries, received and paid, for a range of Manila days (R-AGENT-06). */
export const queryHourlySalary = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_QueryHourlySalary',
  access: 'real-member',
  tags: ['agent'],
  query: 'dailySalaryQuerySchema',
  response: 'dailySalaryPageSchema',
} as const satisfies EndpointSpec;
