import type { EndpointSpec } from '../../endpoint.js';

/** R-API-89: the deposit promotions the member may join now, and the bonus already running. */
export const depositPromoList = {
  method: 'GET',
  path: '/wps/relay/MCS2_depositPromoList',
  access: 'real-member',
  tags: ['promotions'],
  query: 'bonusLanguageQuerySchema',
  response: 'depositPromoListValueSchema',
} as const satisfies EndpointSpec;
