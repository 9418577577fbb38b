import type { EndpointSpec } from '../../endpoint.js';

/** The agent's affiliate URLs with their registration counts, and the hosts allowed (R-API-119). */
export const affiliateUrlList = {
  method: 'GET',
  path: '/wps/agent/affiliateUrl',
  access: 'real-member',
  tags: ['agent'],
  response: 'affiliateUrlListSchema',
} as const satisfies EndpointSpec;
