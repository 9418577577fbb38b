import type { EndpointSpec } from '../../endpoint.js';

/** One downline of the caller's tree (R-API-124); a member outside it is refused (R-ROLE-18). */
export const downline = {
  method: 'GET',
  path: '/wps/agent/downline',
  access: 'real-member',
  tags: ['agent'],
  query: 'downlineQuerySchema',
  response: 'downlineSchema',
} as const satisfies EndpointSpec;
