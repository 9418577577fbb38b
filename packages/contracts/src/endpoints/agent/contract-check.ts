import type { EndpointSpec } from '../../endpoint.js';

/** Which contracts wait for the caller's answer (R-API-101, R-AGENT-02 … R-AGENT-04). */
export const contractCheck = {
  method: 'GET',
  path: '/wps/agent/contract/check',
  access: 'real-member',
  tags: ['agent'],
  query: 'emptyQuerySchema',
  response: 'contractCheckSchema',
} as const satisfies EndpointSpec;
