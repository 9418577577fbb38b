import type { EndpointSpec } from '../../endpoint.js';

/** The member's last spins with their revealed seeds, to verify (R-PROMO-10). */
export const wheelSpins = {
  method: 'GET',
  path: '/wps/wheel/spins',
  access: 'real-member',
  tags: ['promotions'],
  response: 'wheelSpinListSchema',
} as const satisfies EndpointSpec;
