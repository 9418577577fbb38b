import type { EndpointSpec } from '../../endpoint.js';

/** Credits the rebate earned since the last claim, once; NOTHING_TO_CLAIM when it is 0 (R-API-128). */
export const rebateClaim = {
  method: 'POST',
  path: '/wps/rebate/claim',
  access: 'real-member',
  tags: ['promotions'],
  response: 'rebateClaimSchema',
} as const satisfies EndpointSpec;
