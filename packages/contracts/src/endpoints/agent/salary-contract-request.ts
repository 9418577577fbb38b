import type { EndpointSpec } from '../../endpoint.js';

/** The daily-salary offer waiting for the caller, if any (R-API-114, R-AGENT-05). */
export const salaryContractRequest = {
  method: 'GET',
  path: '/wps/relay/MCS2_dailySalaryContractRequest',
  access: 'real-member',
  tags: ['agent'],
  query: 'emptyQuerySchema',
  response: 'salaryContractRequestSchema',
} as const satisfies EndpointSpec;
