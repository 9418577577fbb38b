import type { Config } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { paymongoGateway } from './paymongo.js';

export type { CashierDeps } from './cashier-deps.js';

/** The gateway the configuration names; none when its keys are not set (manual transfer only). */
export function gatewayFromConfig(config: Config): PaymentGateway | undefined {
  if (!config.PAYMONGO_SECRET_KEY || !config.PAYMONGO_WEBHOOK_SECRET) return undefined;
  return paymongoGateway({
    baseUrl: config.PAYMONGO_BASE_URL,
    secretKey: config.PAYMONGO_SECRET_KEY,
    webhookSecret: config.PAYMONGO_WEBHOOK_SECRET,
  });
}
export { listPendingManualOrders } from './deposit-repository.js';
export { reviewManualDeposit } from './review-manual-deposit.js';
export { settlePendingWithdrawal } from './settle-withdrawal.js';
export { listPendingWithdrawals } from './withdrawal-repository.js';
