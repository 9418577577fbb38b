import type { EndpointSpec } from '../../endpoint.js';

/** Today's sign-in state: the streak, whether today is signed, and the cycle's rewards. */
export const signInStatus = {
  method: 'GET',
  path: '/wps/activity/signIn',
  access: 'real-member',
  tags: ['promotions'],
  response: 'signInStatusSchema',
} as const satisfies EndpointSpec;
