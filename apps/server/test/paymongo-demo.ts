// A stand-in for PayMongo on 127.0.0.1, for `npm start` and the browser tests: checkout sessions,
// a hosted page whose Pay button sends the signed webhook to the site, and back to the site. It
// moves no real money; a real gateway is configured with PAYMONGO_* instead (README, "Cashier").
import { startFakePaymongo } from './fake-paymongo.js';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const gateway = await startFakePaymongo({
  secretKey: required('PAYMONGO_SECRET_KEY'),
  webhookSecret: required('PAYMONGO_WEBHOOK_SECRET'),
  webhookUrl: required('DEMO_WEBHOOK_URL'),
  port: Number(process.env.DEMO_GATEWAY_PORT ?? 0),
});
// The parent reads this line to learn where the gateway listens.
console.log(`demo-gateway ${gateway.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void gateway.close().then(() => process.exit(0)));
