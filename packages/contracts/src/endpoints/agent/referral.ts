import type { EndpointSpec } from '../../endpoint.js';

/** The member's invite code and link, and how many friends registered and became active (R-API-130). */
export const referral = {
  method: 'GET',
  path: '/wps/member/referral',
  access: 'real-member',
  tags: ['agent'],
  response: 'referralSchema',
} as const satisfies EndpointSpec;
