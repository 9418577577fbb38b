// Starts the demo's stand-ins beside a demo or test server, and gives the environment that points
// the server at them: PayMongo (apps/server/test/paymongo-demo.ts), Stripe
// (apps/server/test/stripe-demo.ts) and QQ Wallet (apps/server/test/qqpay-demo.ts), each unless its real key is set, and a transfer-wallet game vendor (apps/server/test/transfer-vendor-demo.ts), both built into dist.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Runs a built stand-in and waits for the line that names where it listens. */
async function standIn(script, env, marker) {
  const child = spawn('node', [`apps/server/dist/${script}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const origin = await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const line = new RegExp(`${marker} (\\S+)`, 'u').exec(seen);
      if (line) resolve(line[1]);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { origin, stop: () => child.kill('SIGTERM') };
}

/**
 * `siteUrl`: where the server listens, which the hosted page's Pay button notifies. `dataDir`: where
 * the stand-in vendor keeps its wallets. `paymongo`, `stripe`, `qqpay`: false when that real gateway is configured.
 */
export async function startDemoGateway(
  siteUrl,
  { dataDir, paymongo = true, stripe = true, qqpay = true } = {},
) {
  const secrets = {
    PAYMONGO_SECRET_KEY: `sk_test_demo_${randomBytes(12).toString('hex')}`,
    PAYMONGO_WEBHOOK_SECRET: `whsk_demo_${randomBytes(12).toString('hex')}`,
  };
  const stripeSecrets = {
    STRIPE_SECRET_KEY: `sk_test_demo_${randomBytes(12).toString('hex')}`,
    STRIPE_WEBHOOK_SECRET: `whsec_demo_${randomBytes(12).toString('hex')}`,
  };
  // QQ Wallet's notify URL comes from PUBLIC_URL with each order; the rate is the demo's, not a quote.
  const qqpaySettings = {
    QQPAY_MCH_ID: '1900000109',
    QQPAY_KEY: randomBytes(16).toString('hex'),
    QQPAY_CNY_PER_PHP: '0.1236',
  };
  const transferSecret = randomBytes(24).toString('hex');
  const gateway = paymongo
    ? await standIn(
        'paymongo-demo.js',
        { ...secrets, DEMO_WEBHOOK_URL: `${siteUrl}/gateway/paymongo/webhook` },
        'demo-gateway',
      )
    : null;
  const stripeGateway = stripe
    ? await standIn(
        'stripe-demo.js',
        { ...stripeSecrets, DEMO_WEBHOOK_URL: `${siteUrl}/gateway/stripe/webhook` },
        'demo-stripe',
      )
    : null;
  const qqGateway = qqpay ? await standIn('qqpay-demo.js', qqpaySettings, 'demo-qqpay') : null;
  const vendor = await standIn(
    'transfer-vendor-demo.js',
    {
      DEMO_TRANSFER_WALLET_SECRET: transferSecret,
      ...(dataDir ? { DEMO_TRANSFER_STATE: path.join(dataDir, 'demo-transfer-vendor.json') } : {}),
    },
    'demo-transfer-vendor',
  );
  return {
    env: {
      ...(gateway ? { ...secrets, PAYMONGO_BASE_URL: gateway.origin } : {}),
      ...(stripeGateway ? { ...stripeSecrets, STRIPE_BASE_URL: stripeGateway.origin } : {}),
      ...(qqGateway ? { ...qqpaySettings, QQPAY_BASE_URL: qqGateway.origin } : {}),
      DEMO_TRANSFER_WALLET_URL: vendor.origin,
      DEMO_TRANSFER_WALLET_SECRET: transferSecret,
    },
    stop: () => {
      gateway?.stop();
      stripeGateway?.stop();
      qqGateway?.stop();
      vendor.stop();
    },
  };
}

/**
 * Firebase Authentication's stand-in (apps/server/test/firebase-demo.ts) and the environment that
 * points the server and, through the status, the browser at it. Google and Facebook stay behind
 * their whitelabel flags and the phone path behind its setting, so nothing changes until a test
 * switches them on.
 */
export async function startDemoFirebase() {
  const projectId = 'perla-demo';
  const firebase = await standIn('firebase-demo.js', { DEMO_FIREBASE_PROJECT: projectId }, 'demo-firebase');
  return {
    env: {
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_API_KEY: 'demo-api-key-not-secret',
      FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
      FIREBASE_JWKS_URL: `${firebase.origin}/jwks`,
      FIREBASE_AUTH_EMULATOR_URL: firebase.origin,
    },
    origin: firebase.origin,
    stop: firebase.stop,
  };
}
