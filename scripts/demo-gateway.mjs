// Starts the stand-in PayMongo (apps/server/test/paymongo-demo.ts, built into dist) beside a demo or
// test server, and gives the environment that points the server at it. Nothing here runs when a
// real gateway is configured.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** `siteUrl`: where the server listens, which the hosted page's Pay button notifies. */
export async function startDemoGateway(siteUrl) {
  const secrets = {
    PAYMONGO_SECRET_KEY: `sk_test_demo_${randomBytes(12).toString('hex')}`,
    PAYMONGO_WEBHOOK_SECRET: `whsk_demo_${randomBytes(12).toString('hex')}`,
  };
  const child = spawn('node', ['apps/server/dist/paymongo-demo.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...secrets, DEMO_WEBHOOK_URL: `${siteUrl}/gateway/paymongo/webhook` },
  });
  const origin = await new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      const line = /demo-gateway (\S+)/u.exec(seen);
      if (line) resolve(line[1]);
    });
    child.once('exit', (code) => reject(new Error(`the demo gateway exited with ${code}`)));
  });
  return {
    env: { ...secrets, PAYMONGO_BASE_URL: origin },
    stop: () => child.kill('SIGTERM'),
  };
}
