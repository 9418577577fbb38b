import type { EndpointSpec } from '../../endpoint.js';

/** A direct downline's rebates with the range each may be set to; anyone else is refused (R-ROLE-18). */
export const downlineRebates = {
  method: 'GET',
  path: '/wps/agent/downlineRebates',
  access: 'real-member',
  tags: ['agent'],
  query: 'downlineRebatesQuerySchema',
  response: 'downlineRebatesSchema',
} as const satisfies EndpointSpec;
