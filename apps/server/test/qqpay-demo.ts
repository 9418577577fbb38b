// A stand-in for QQ Wallet's merchant API on 127.0.0.1, for `npm start` and the browser tests: the
// unified order answers a code_url whose page (what scanning it would show) has a Pay button that
// sends the signed notification to the order's notify_url. It moves no real money; a real merchant
// account is configured with QQPAY_* instead.
import { startFakeQqpay } from './fake-qqpay.js';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const gateway = await startFakeQqpay({
  mchId: required('QQPAY_MCH_ID'),
  mchKey: required('QQPAY_KEY'),
  port: Number(process.env.DEMO_QQPAY_PORT ?? 0),
});
// The parent reads this line to learn where the gateway listens.
console.log(`demo-qqpay ${gateway.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void gateway.close().then(() => process.exit(0)));
