import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { openMigratedDatabase } from './template.js';

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  webDistDir?: string;
  /** Registers extra routes before the app is ready, for tests of the shared plugin stack. */
  extend?: (app: App) => void;
  /** Keep the log lines (at info level) for tests of what is logged. */
  captureLogs?: boolean;
  /** Writes to the fresh database before the app is built (and its loops start). */
  prepare?: (db: Db) => Promise<unknown>;
}

/** The real app on a fresh database, driven with app.inject. */
export async function startTestApp({
  seed = true,
  env = {},
  webDistDir,
  extend,
  captureLogs = false,
  prepare,
}: TestAppOptions = {}) {
  const database = await openMigratedDatabase(seed);
  await prepare?.(database.db);
  // TRUST_PROXY lets a test speak for a visitor from another address with X-Forwarded-For.
  const logs: string[] = [];
  const config = loadConfig({
    LOG_LEVEL: captureLogs ? 'info' : 'silent',
    SYSTEM_CACHE_MS: '0',
    TRUST_PROXY: 'true',
    // Crash's round loop would tick in every test; the Crash tests drive it themselves.
    CRASH_LOOP_MS: '0',
    // Identity images of tests go to a folder of their own, not the repository's data directory.
    KYC_DIR: mkdtempSync(path.join(tmpdir(), 'kyc-')),
    // The lottery's draw loop likewise.
    LOTTERY_LOOP_MS: '0',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    webDistDir: webDistDir ?? path.join(tmpdir(), 'no-site'),
    ...(captureLogs ? { logStream: { write: (line: string) => void logs.push(line) } } : {}),
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** A minimal built site (index.html, a hashed asset and its precompressed copies) for the static tests. */
export function makeFakeSite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en" data-theme="dark"><head><meta name="theme-color" content="#0d1020" />' +
      '<title>app</title></head><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), 'brotli-bytes');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), 'gzip-bytes');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
