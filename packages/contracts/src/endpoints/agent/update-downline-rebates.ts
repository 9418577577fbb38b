import type { EndpointSpec } from '../../endpoint.js';

/** Changes a direct downline's rebates within the agent's own and above its downlines' (R-API-121). */
export const updateDownlineRebates = {
  method: 'POST',
  path: '/wps/agent/updateDownlineRebates',
  access: 'real-member',
  tags: ['agent'],
  body: 'updateDownlineRebatesBodySchema',
  response: 'downlineRebatesSchema',
} as const satisfies EndpointSpec;
