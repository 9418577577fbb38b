import type { EndpointSpec } from '../../endpoint.js';

/** A new affiliate URL of the agent on an allowed host with a default rebate (R-API-118). */
export const affiliateUrlCreate = {
  method: 'POST',
  path: '/wps/agent/affiliateUrl',
  access: 'real-member',
  tags: ['agent'],
  body: 'affiliateUrlBodySchema',
  response: 'affiliateUrlSchema',
} as const satisfies EndpointSpec;
