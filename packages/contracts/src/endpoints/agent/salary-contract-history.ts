import type { EndpointSpec } from '../../endpoint.js';

/** The caller's daily-salary contracts, received and offered, with their outcomes (R-API-115). */
export const salaryContractHistory = {
  method: 'GET',
  path: '/wps/relay/MCS2_dailySalaryContractHistory',
  access: 'real-member',
  tags: ['agent'],
  query: 'emptyQuerySchema',
  response: 'salaryContractHistorySchema',
} as const satisfies EndpointSpec;
