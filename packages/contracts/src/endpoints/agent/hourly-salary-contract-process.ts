import type { EndpointSpec } from '../../endpoint.js';

/** (designed) The downline accepts or rejects the hourly-salary offer waiting for them (R-AGENT-06). */
export const hourlySalaryContractProcess = {
  method: 'POST',
  path: '/wps/relay/MCS2_hourlySalaryContractProcess',
  access: 'real-member',
  tags: ['agent'],
  body: 'salaryContractProcessBodySchema',
  response: 'salaryContractSchema',
} as const satisfies EndpointSpec;
