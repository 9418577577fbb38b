import type { PromotionKey } from '@app/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { SystemConfig } from '../system/index.js';

export const promotionOn = (config: SystemConfig, key: PromotionKey) =>
  config.settings.promotions[key]?.enabled === true;

/** Refuses the route while the operator has the promotion off (R-PROMO-16, R-ROLE-12). */
export function requirePromotion(app: FastifyInstance, key: PromotionKey): preHandlerAsyncHookHandler {
  return async () => {
    if (!promotionOn(await app.systemConfig.get(), key))
      throw new AppError('PROMOTION_OFF', { promotion: key });
  };
}

/** The reward centre's own calls while its whitelabel flag `REWCEN3` is off (R-PROMO-08, R-API-128). */
export async function refuseWithoutRewardCentre(app: FastifyInstance) {
  if (!(await app.systemConfig.get()).whitelabel.REWCEN3)
    throw new AppError('PROMOTION_OFF', { flag: 'REWCEN3' });
}
