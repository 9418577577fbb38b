import type { EndpointSpec } from '../../endpoint.js';

/** (designed) The downline accepts or rejects the dividend terms waiting for them (R-AGENT-06). */
export const dividendContractProcess = {
  method: 'POST',
  path: '/wps/relay/MCS2_dividendContractProcess',
  access: 'real-member',
  tags: ['agent'],
  body: 'salaryContractProcessBodySchema',
  response: 'dividendContractSchema',
} as const satisfies EndpointSpec;
