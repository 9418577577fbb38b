import type { EndpointSpec } from '../../endpoint.js';

/** The rebate each game category has earned since the member's last claim (R-PROMO-15). */
export const rebateStatus = {
  method: 'GET',
  path: '/wps/rebate',
  access: 'real-member',
  tags: ['promotions'],
  response: 'rebateStatusSchema',
} as const satisfies EndpointSpec;
