import type { Config } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { paymongoGateway } from './paymongo.js';
import { qqpayGateway } from './qqpay.js';
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
  if (config.QQPAY_MCH_ID && config.QQPAY_KEY && config.QQPAY_CNY_PER_PHP)
    gateways.push(
      qqpayGateway({
        baseUrl: config.QQPAY_BASE_URL,
        mchId: config.QQPAY_MCH_ID,
        mchKey: config.QQPAY_KEY,
        signType: config.QQPAY_SIGN_TYPE,
        cnyMicrosPerPhp: micros(config.QQPAY_CNY_PER_PHP),
      }),
    );
  return gateways;
}

/** A decimal rate ("0.1236") in millionths, exactly: no float ever holds it. */
function micros(rate: string) {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
}

export { listPendingManualOrders } from './deposit-repository.js';
export { reviewManualDeposit } from './review-manual-deposit.js';
export { settlePendingWithdrawal } from './settle-withdrawal.js';
export { listPendingWithdrawals } from './withdrawal-repository.js';
