import type { EndpointSpec } from '../../endpoint.js';

/** How many downline accounts the agent may still open at each rebate level (R-API-117). */
export const quotas = {
  method: 'GET',
  path: '/wps/agent/quotas',
  access: 'real-member',
  tags: ['agent'],
  response: 'quotasSchema',
} as const satisfies EndpointSpec;
