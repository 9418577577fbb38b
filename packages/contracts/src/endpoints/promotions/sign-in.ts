import type { EndpointSpec } from '../../endpoint.js';

/** Signs in for today in the site's time zone, once, issuing the day's reward (R-PROMO-05). */
export const signIn = {
  method: 'POST',
  path: '/wps/activity/signIn',
  access: 'real-member',
  tags: ['promotions'],
  response: 'signInResultSchema',
} as const satisfies EndpointSpec;
