import type { EndpointSpec } from '../../endpoint.js';

/** The member's rewards: all of them (reward centre) or those waiting (receiving centre). */
export const rewardList = {
  method: 'GET',
  path: '/wps/reward/list',
  access: 'real-member',
  tags: ['promotions'],
  query: 'rewardListQuerySchema',
  response: 'rewardListSchema',
} as const satisfies EndpointSpec;
