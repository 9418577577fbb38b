import type { EndpointSpec } from '../../endpoint.js';

/** Credits one issued, unexpired reward to the balance; a repeat answers the same claim. */
export const rewardClaim = {
  method: 'POST',
  path: '/wps/reward/claim',
  access: 'real-member',
  tags: ['promotions'],
  body: 'rewardClaimBodySchema',
  response: 'rewardClaimSchema',
} as const satisfies EndpointSpec;
