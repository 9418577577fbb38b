import type { Config } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { paymongoGateway } from './paymongo.js';
import { stripeGateway } from './stripe.js';

export type { CashierDeps } from './cashier-deps.js';

/**
 * The gateways the configuration names, each only when its keys are set; none means manual
 * transfer only. PayMongo first: a method both declare would be its.
 */
export function gatewaysFromConfig(config: Config): PaymentGateway[] {
  const gateways: PaymentGateway[] = [];
  if (config.PAYMONGO_SECRET_KEY && config.PAYMONGO_WEBHOOK_SECRET)
    gateways.push(
      paymongoGateway({
        baseUrl: config.PAYMONGO_BASE_URL,
        secretKey: config.PAYMONGO_SECRET_KEY,
        webhookSecret: config.PAYMONGO_WEBHOOK_SECRET,
      }),
    );
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    gateways.push(
      stripeGateway({
        baseUrl: config.STRIPE_BASE_URL,
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      }),
    );
  return gateways;
}
export { listPendingManualOrders } from './deposit-repository.js';
export { reviewManualDeposit } from './review-manual-deposit.js';
export { settlePendingWithdrawal } from './settle-withdrawal.js';
export { listPendingWithdrawals } from './withdrawal-repository.js';
