import { cpSync, rmSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { copyDatabase, startServer } from '../../../scripts/e2e-server.mjs';
import { REPO_ROOT } from './helpers';
import { E2E_BASE_PORT, E2E_TEMPLATE_DIR } from './settings';

/**
 * Each worker runs its own server on its own copy of the prepared database, so the tests that switch
 * maintenance, region rules or registration flags never reach another worker's tests. A spec that
 * needs Firebase Authentication's stand-in says `test.use({ firebase: true })` and gets workers of its
 * own, and so does one about server-rendered first screens (`firstScreens: true`).
 */
export const test = base.extend<
  object,
  { firebase: boolean; firstScreens: boolean; workerServer: { url: string } }
>({
  firebase: [false, { scope: 'worker', option: true }],
  // The server's render of guests' first screens: on in the specs about it. The others were written
  // for, and fake API answers to, the app's own first render.
  firstScreens: [false, { scope: 'worker', option: true }],
  workerServer: [
    async ({ firebase, firstScreens }, use, workerInfo) => {
      const port = E2E_BASE_PORT + 1 + workerInfo.parallelIndex;
      const dataDir = `${E2E_TEMPLATE_DIR}-worker${workerInfo.parallelIndex}`;
      copyDatabase(E2E_TEMPLATE_DIR, dataDir);
      // The site too: the update test writes a new sw.js, which no other worker's pages may see.
      const webDistDir = `${dataDir}-site`;
      rmSync(webDistDir, { recursive: true, force: true });
      cpSync(`${REPO_ROOT}apps/web/dist`, webDistDir, { recursive: true });
      const server = await startServer(
        dataDir,
        port,
        { WEB_DIST_DIR: webDistDir, RENDER_FIRST_SCREENS: String(firstScreens) },
        { firebase },
      );
      // The operator command line (account-helpers.ts `ops`) reaches this worker's server over its socket.
      process.env.E2E_DATA_DIR = dataDir;
      process.env.E2E_BASE_URL = server.url;
      process.env.E2E_WEB_DIST_DIR = webDistDir;
      if (server.firebaseOrigin) process.env.E2E_FIREBASE_ORIGIN = server.firebaseOrigin;
      else delete process.env.E2E_FIREBASE_ORIGIN;
      await use({ url: server.url });
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(webDistDir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});

export { expect } from '@playwright/test';

/** This worker's site, for a browser context a test makes itself. */
export function workerBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (e2e/fixtures.ts sets it)');
  return url;
}

/** Firebase Authentication's stand-in beside this worker's server (scripts/demo-gateway.mjs). */
export function workerFirebaseOrigin(): string {
  const origin = process.env.E2E_FIREBASE_ORIGIN;
  if (!origin) throw new Error('E2E_FIREBASE_ORIGIN is not set: the spec needs test.use({ firebase: true })');
  return origin;
}

/** The copy of the built site this worker's server serves. */
export function workerWebDistDir(): string {
  const dir = process.env.E2E_WEB_DIST_DIR;
  if (!dir) throw new Error('E2E_WEB_DIST_DIR is not set (e2e/fixtures.ts sets it)');
  return dir;
}
