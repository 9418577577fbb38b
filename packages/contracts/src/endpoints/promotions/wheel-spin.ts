import type { EndpointSpec } from '../../endpoint.js';

/** Spins the committed seed with the player's seed, revealing it; a repeat answers the same spin. */
export const wheelSpin = {
  method: 'POST',
  path: '/wps/wheel/spin',
  access: 'real-member',
  tags: ['promotions'],
  body: 'wheelSpinBodySchema',
  response: 'wheelSpinResultSchema',
} as const satisfies EndpointSpec;
