import type { EndpointSpec } from '../../endpoint.js';

/**
 * R-API-95: joins a deposit promotion for a pending deposit order; the bonus is credited when the
 * deposit is paid. PROMO_NOT_ELIGIBLE or BONUS_ACTIVE when the member may not join.
 */
export const acceptPromo = {
  method: 'POST',
  path: '/wps/relay/MCS2_acceptPromo',
  access: 'real-member',
  tags: ['promotions'],
  body: 'acceptPromoBodySchema',
  response: 'memberBonusSchema',
} as const satisfies EndpointSpec;
