import type { EndpointSpec } from '../../endpoint.js';

/** The running leaderboard period's top players, and the caller's own rank when logged in (R-PROMO-07). */
export const leaderboard = {
  method: 'GET',
  path: '/wps/activity/leaderboard',
  access: 'optional-member',
  tags: ['promotions'],
  response: 'leaderboardSchema',
} as const satisfies EndpointSpec;
