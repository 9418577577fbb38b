// `npm start`: builds the site and the server only when their sources changed, then starts the
// server on the embedded database (or DATABASE_URL) with the demo data in place.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { startDemoGateway } from './demo-gateway.mjs';
import { fingerprint } from './fingerprint.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const SHARED = ['packages/contracts/src', 'package-lock.json'];
const TARGETS = [
  {
    name: 'site',
    stamp: 'apps/web/dist/.build-stamp',
    inputs: [
      'apps/web/src',
      'apps/web/build',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      ...SHARED,
    ],
    build: ['npm', ['run', 'build', '-w', '@app/web']],
  },
  {
    name: 'server',
    stamp: 'apps/server/dist/.build-stamp',
    inputs: [
      'apps/server/src',
      'apps/server/test/fake-paymongo.ts',
      'apps/server/test/paymongo-demo.ts',
      'apps/server/test/fake-stripe.ts',
      'apps/server/test/stripe-demo.ts',
      'apps/server/test/fake-transfer-vendor.ts',
      'apps/server/test/transfer-vendor-demo.ts',
      'apps/server/test/fake-firebase.ts',
      'apps/server/test/firebase-demo.ts',
      'scripts/build-server.mjs',
      ...SHARED,
    ],
    build: ['node', ['scripts/build-server.mjs']],
  },
];

export function buildIfChanged({ quiet = false } = {}) {
  for (const target of TARGETS) {
    const current = fingerprint(target.inputs);
    const built = existsSync(target.stamp) ? readFileSync(target.stamp, 'utf8') : '';
    if (built === current) {
      if (!quiet) console.log(`${target.name}: up to date`);
      continue;
    }
    console.log(`${target.name}: building…`);
    execFileSync(target.build[0], target.build[1], { stdio: 'inherit' });
    writeFileSync(target.stamp, current);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfChanged();
  if (process.argv.includes('--build-only')) process.exit(0);
  // Without a real gateway the demo deposits through a stand-in one, and it always has a stand-in
  // transfer-wallet vendor (README, "Cashier"); never without the demo data, where their free
  // credits would be real balances.
  const demo = (process.env.SEED_DEMO ?? 'true') === 'true';
  const siteUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
  const gateway = demo
    ? await startDemoGateway(siteUrl, {
        dataDir: process.env.DATA_DIR ?? '.data',
        paymongo: !process.env.PAYMONGO_SECRET_KEY,
        stripe: !process.env.STRIPE_SECRET_KEY,
        qqpay: !process.env.QQPAY_MCH_ID,
      })
    : null;
  const server = spawn('node', [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
    stdio: 'inherit',
    env: { SEED_DEMO: 'true', ...gateway?.env, ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => {
    gateway?.stop();
    process.exit(code ?? 0);
  });
}
