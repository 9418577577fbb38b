import { centavosToPesos, type MerchantWallet, WALLET_POLICY } from '@app/contracts';
import { AppError } from '../../lib/app-error.js';

/** The merchant's currency and limits (R-API-84): public, and never any member's data. */
export function getMerchantWallet(merchantCode: string, siteMerchant: string): MerchantWallet {
  if (merchantCode !== siteMerchant) throw new AppError('NOT_FOUND', { field: 'merchantCode' });
  const limits = WALLET_POLICY.merchantLimitsCentavos;
  return {
    merchantCode,
    currency: 'PHP',
    depositMin: centavosToPesos(limits.depositMin),
    depositMax: centavosToPesos(limits.depositMax),
    withdrawMin: centavosToPesos(limits.withdrawMin),
    withdrawMax: centavosToPesos(limits.withdrawMax),
  };
}
