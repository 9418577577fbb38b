// The browser tests' servers: one database prepared once with the e2e catalogue, copied for each
// Playwright worker, whose own server runs on it. Workers then never see each other's settings.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { startDemoFirebase, startDemoGateway } from './demo-gateway.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const SERVER_ENV = { SEED_DEMO: 'true', LOG_LEVEL: 'warn', SYSTEM_CACHE_MS: '0', TRUST_PROXY: 'true' };

/**
 * The 1,000-game catalogue fixture and a few settled wins, through the operator's import path, then
 * one start of the server so the migrations and demo data are in place before the copies are made.
 */
export async function prepareDatabase(dataDir, port) {
  rmSync(dataDir, { recursive: true, force: true });
  const loaded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/fixtures/e2e-catalogue.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir },
    },
  );
  if (loaded.status !== 0) throw new Error('loading the e2e catalogue failed');
  const server = await startServer(dataDir, port);
  await server.stop();
}

/** A copy of the prepared database for one worker. */
export function copyDatabase(template, dataDir) {
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(template, dataDir, { recursive: true });
}

/**
 * The built server on `dataDir`, answering on `port` (third-party launches land on its own
 * /m/home?launched=GAMECODE&vendor=VENDOR). Behind a trusted proxy each test can be its own visitor
 * (X-Forwarded-For), so the login throttle and per-IP limits never carry over. `firebase`: with
 * Firebase Authentication's stand-in configured; without, the site is as deployed by default.
 */
export async function startServer(dataDir, port, env = {}, { firebase: withFirebase = false } = {}) {
  const url = `http://localhost:${port}`;
  const gateway = await startDemoGateway(url, { dataDir });
  const firebase = withFirebase ? await startDemoFirebase() : { env: {}, origin: null, stop() {} };
  const child = spawn('node', [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...SERVER_ENV,
      ...gateway.env,
      ...firebase.env,
      PUBLIC_URL: url,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      gateway.stop();
      firebase.stop();
      throw new Error(`the e2e server on ${port} exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}/wps/system/status`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the e2e server on ${port} did not start in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    /** Firebase's stand-in, whose emulator list gives the codes it "texted"; null without one. */
    firebaseOrigin: firebase.origin,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      gateway.stop();
      firebase.stop();
    },
  };
}
