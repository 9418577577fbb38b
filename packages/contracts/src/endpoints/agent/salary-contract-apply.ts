import type { EndpointSpec } from '../../endpoint.js';

/** An agent offers daily-salary terms to a direct downline (R-API-112, R-AGENT-05). */
export const salaryContractApply = {
  method: 'POST',
  path: '/wps/relay/MCS2_dailySalaryContractApply',
  access: 'real-member',
  tags: ['agent'],
  body: 'salaryContractApplyBodySchema',
  response: 'salaryContractSchema',
} as const satisfies EndpointSpec;
