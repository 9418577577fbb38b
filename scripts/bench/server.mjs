// Starts the built server on a throwaway embedded database (PGlite) and stops it again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { log, sleep, trackTempDir, untrackTempDir } from './util.mjs';

const servers = new Set();

/** Stops every server started here (for cleanup on failure, Ctrl-C or time-out). */
export async function stopAllServers() {
  await Promise.all([...servers].map((stop) => stop()));
}

/** `preferred` if nothing listens there, otherwise a port the OS picks. */
export async function freePort(preferred) {
  const tryListen = (port) =>
    new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(null));
      probe.listen({ port, host: '127.0.0.1' }, () => {
        const { port: got } = probe.address();
        probe.close(() => resolve(got));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0));
}

/**
 * Spawns `node apps/server/dist/main.js` with a fresh DATA_DIR, the demo data and the catalogue
 * fixture, and waits until GET /wps/system/status answers 200. Returns { origin, port, dataDir, stop }; stop() is idempotent
 * and also removes the data folder.
 */
export async function startServer({ cwd, preferredPort = 8291, readyTimeoutMs = 90_000, env = {} }) {
  const port = await freePort(preferredPort);
  const dataDir = trackTempDir(mkdtempSync(path.join(os.tmpdir(), 'bench-web-data-')));
  const origin = `http://127.0.0.1:${port}`;
  // The pages show the 1,000-game catalogue fixture, loaded through the operator's import path.
  const loaded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/fixtures/e2e-catalogue.ts'],
    {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir },
    },
  );
  if (loaded.status !== 0) throw new Error('loading the catalogue fixture failed');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let exited = child.exitCode !== null;
  const exitPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );

  let stopping = null;
  const stop = () => {
    stopping ??= stopNow();
    return stopping;
  };
  const stopNow = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const done = await Promise.race([exitPromise, sleep(10_000).then(() => null)]);
      if (!done && !exited) {
        child.kill('SIGKILL');
        await Promise.race([exitPromise, sleep(5_000)]);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    untrackTempDir(dataDir);
    servers.delete(stop);
  };
  servers.add(stop);

  const started = Date.now();
  try {
    for (;;) {
      if (exited)
        throw new Error(`the server exited before it was ready (${JSON.stringify(await exitPromise)})`);
      if (Date.now() - started > readyTimeoutMs) {
        throw new Error(`the server was not ready within ${readyTimeoutMs / 1000} s`);
      }
      try {
        const res = await fetch(`${origin}/wps/system/status`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  log(`server ready on ${origin} in ${((Date.now() - started) / 1000).toFixed(1)} s (data ${dataDir})`);
  return { origin, port, dataDir, stop };
}
