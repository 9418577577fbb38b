// A stand-in for Stripe on 127.0.0.1, for `npm start` and the browser tests: Alipay and WeChat Pay
// checkout sessions, a hosted page whose Pay button sends the signed webhook to the site, and back
// to the site. It moves no real money; a real account is configured with STRIPE_* instead.
import { startFakeStripe } from './fake-stripe.js';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const gateway = await startFakeStripe({
  secretKey: required('STRIPE_SECRET_KEY'),
  webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
  webhookUrl: required('DEMO_WEBHOOK_URL'),
  port: Number(process.env.DEMO_STRIPE_PORT ?? 0),
});
// The parent reads this line to learn where the gateway listens.
console.log(`demo-stripe ${gateway.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void gateway.close().then(() => process.exit(0)));
