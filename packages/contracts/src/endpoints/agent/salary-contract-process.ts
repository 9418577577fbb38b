import type { EndpointSpec } from '../../endpoint.js';

/** The downline accepts or rejects the daily-salary offer waiting for them (R-API-113, R-AGENT-05). */
export const salaryContractProcess = {
  method: 'POST',
  path: '/wps/relay/MCS2_dailySalaryContractProcess',
  access: 'real-member',
  tags: ['agent'],
  body: 'salaryContractProcessBodySchema',
  response: 'salaryContractSchema',
} as const satisfies EndpointSpec;
