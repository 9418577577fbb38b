import type { EndpointSpec } from '../../endpoint.js';

/** (designed) The hourly-salary offer waiting for the caller, if any (R-AGENT-06). */
export const hourlySalaryContractRequest = {
  method: 'GET',
  path: '/wps/relay/MCS2_hourlySalaryContractRequest',
  access: 'real-member',
  tags: ['agent'],
  query: 'emptyQuerySchema',
  response: 'salaryContractRequestSchema',
} as const satisfies EndpointSpec;
