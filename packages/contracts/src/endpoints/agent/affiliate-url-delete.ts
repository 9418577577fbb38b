import type { EndpointSpec } from '../../endpoint.js';

/** Deletes one of the agent's own URLs; its code then fails with REFERRER_LINK_ERROR (R-API-120). */
export const affiliateUrlDelete = {
  method: 'DELETE',
  path: '/wps/agent/affiliateUrl/:id',
  access: 'real-member',
  tags: ['agent'],
  params: 'affiliateUrlParamsSchema',
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
