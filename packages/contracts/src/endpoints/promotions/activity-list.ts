import type { EndpointSpec } from '../../endpoint.js';

/** The activities (promotions) shown on /m/activity; with a member token, each with that member's status. */
export const activityList = {
  method: 'GET',
  path: '/wps/activity/list',
  access: 'optional-member',
  tags: ['promotions'],
  query: 'activityListQuerySchema',
  response: 'activityListSchema',
} as const satisfies EndpointSpec;
