// Starts the built server on a fresh embedded database for the browser tests, and removes it after.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is required');
rmSync(dataDir, { recursive: true, force: true });

// The 1,000-game catalogue fixture and a few settled wins, through the operator's import path
// (third-party launches land on http://localhost:PORT/m/home?launched=GAMECODE&vendor=VENDOR).
const loaded = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'apps/server/test/fixtures/e2e-catalogue.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  },
);
if (loaded.status !== 0) throw new Error('loading the e2e catalogue failed');

const server = spawn('node', ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', SYSTEM_CACHE_MS: '0' },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
