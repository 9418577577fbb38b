import type { EndpointSpec } from '../../endpoint.js';

/** The VIP Wheel: spins left today, the prize table, and the hash committed for the next spin (H-3). */
export const wheelStatus = {
  method: 'GET',
  path: '/wps/wheel',
  access: 'real-member',
  tags: ['promotions'],
  response: 'wheelStatusSchema',
} as const satisfies EndpointSpec;
