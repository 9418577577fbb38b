import type { EndpointSpec } from '../../endpoint.js';

/** (designed) An agent offers hourly-salary terms to a direct downline (R-AGENT-06). */
export const hourlySalaryContractApply = {
  method: 'POST',
  path: '/wps/relay/MCS2_hourlySalaryContractApply',
  access: 'real-member',
  tags: ['agent'],
  body: 'salaryContractApplyBodySchema',
  response: 'salaryContractSchema',
} as const satisfies EndpointSpec;
