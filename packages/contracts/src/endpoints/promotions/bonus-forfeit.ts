import type { EndpointSpec } from '../../endpoint.js';

/** Gives up the member's pending or active bonus: what is left of its money returns to the house. */
export const bonusForfeit = {
  method: 'POST',
  path: '/wps/bonus/forfeit',
  access: 'real-member',
  tags: ['promotions'],
  body: 'bonusForfeitBodySchema',
  response: 'memberBonusSchema',
} as const satisfies EndpointSpec;
