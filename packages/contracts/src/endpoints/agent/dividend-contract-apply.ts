import type { EndpointSpec } from '../../endpoint.js';

/** (designed) An agent offers dividend terms to a direct downline (R-AGENT-06). */
export const dividendContractApply = {
  method: 'POST',
  path: '/wps/relay/MCS2_dividendContractApply',
  access: 'real-member',
  tags: ['agent'],
  body: 'dividendContractApplyBodySchema',
  response: 'dividendContractSchema',
} as const satisfies EndpointSpec;
