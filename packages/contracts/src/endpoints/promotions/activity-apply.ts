import type { EndpointSpec } from '../../endpoint.js';

/** Applies to an open activity with an optional comment and up to three png/jpeg images (R-PROMO-03). */
export const activityApply = {
  method: 'POST',
  path: '/wps/activity/apply',
  access: 'real-member',
  tags: ['promotions'],
  body: 'activityApplyFieldsSchema',
  encoding: 'multipart',
  response: 'activityApplicationSchema',
} as const satisfies EndpointSpec;
