export { depositBanksByVendor } from './deposit-banks-by-vendor.js';
export { depositOrder } from './deposit-order.js';
export { depositPaymentGateway } from './deposit-payment-gateway.js';
export { depositReport } from './deposit-report.js';
export { paymongoWebhook } from './paymongo-webhook.js';
