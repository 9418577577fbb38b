import type { EndpointSpec } from '../../endpoint.js';

/** (designed) The caller's hourly-salary contracts, received and offered, with their outcomes (R-AGENT-06). */
export const hourlySalaryContractHistory = {
  method: 'GET',
  path: '/wps/relay/MCS2_hourlySalaryContractHistory',
  access: 'real-member',
  tags: ['agent'],
  query: 'emptyQuerySchema',
  response: 'salaryContractHistorySchema',
} as const satisfies EndpointSpec;
