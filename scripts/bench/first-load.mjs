// First-load JS: what the first screen of /m/ downloads, against a bare React 19 app built with the
// same Vite config. Sizes are gzip bytes (level 9, as the precompress plugin writes them).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_FLAG } from '../chromium.mjs';
import { log, trackTempDir, untrackTempDir, withTimeout } from './util.mjs';

const gzipLevel9 = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Opens each of `pathnames` (the first is /m/, whose home screen it waits for) in a new context on a
 * phone viewport, waits for network idle, and sums the gzip size of every JS file served under
 * /m/assets/. Then visits /m/help once more (a warm-up for the Lighthouse runs; not counted).
 */
export async function measureFirstLoad({ origin, distDir, pathnames = ['/m/'], device = 'Pixel 7' }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [HEADLESS_FLAG, ...CHROMIUM_FLAGS],
    timeout: 30_000,
  });
  try {
    const pages = [];
    for (const pathname of pathnames)
      pages.push(await firstLoadOf(browser, { origin, distDir, pathname, device }));
    // Warm-up for Lighthouse: the help screen and its API calls, once.
    const context = await browser.newContext({ ...devices[device], serviceWorkers: 'block' });
    await (await context.newPage())
      .goto(`${origin}/m/help`, { waitUntil: 'networkidle', timeout: 45_000 })
      .catch((error) => log(`warm-up of /m/help failed (ignored): ${error.message}`));
    await context.close();
    return pages;
  } finally {
    await browser.close().catch(() => {});
  }
}

async function firstLoadOf(browser, { origin, distDir, pathname, device }) {
  // No service worker: it would precache chunks the first screen does not need.
  const context = await browser.newContext({ ...devices[device], serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || !url.pathname.startsWith('/m/assets/') || !url.pathname.endsWith('.js'))
        return;
      if (!scripts.has(url.pathname)) scripts.set(url.pathname, response);
    });
    await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle', timeout: 45_000 });
    if (pathname === '/m/')
      await page.locator('[data-testid=home]').waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForLoadState('networkidle', { timeout: 20_000 });

    const chunks = [];
    for (const [scriptPath, response] of scripts) {
      const name = scriptPath.slice('/m/assets/'.length);
      const gzFile = path.join(distDir, 'assets', `${name}.gz`);
      let gzip;
      let source;
      if (existsSync(gzFile)) {
        gzip = statSync(gzFile).size;
        source = 'dist .gz';
      } else {
        const body = await withTimeout(response.body(), 10_000, `reading ${scriptPath}`);
        gzip = gzipLevel9(body);
        source = 'gzipped body';
      }
      chunks.push({ file: scriptPath, status: response.status(), gzip, source });
    }
    chunks.sort((a, b) => b.gzip - a.gzip);
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    log(`first load of ${pathname}: ${chunks.length} JS files, ${total} B gzip`);
    return { pathname, device, total, chunks };
  } finally {
    await context.close();
  }
}

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

/**
 * Builds `createRoot(...).render(<h1>Hello</h1>)` with the site's Vite settings (base /m/,
 * es2022, @vitejs/plugin-react, no modulepreload polyfill, the site's own precompress plugin) in a
 * temp folder under node_modules/.cache, so that react and react-dom resolve from the repo, and
 * sums the gzip size of the JS it emits. Removes the folder afterwards.
 */
export async function measureReferenceApp({ repoRoot }) {
  const cacheDir = path.join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const tmp = trackTempDir(mkdtempSync(path.join(cacheDir, 'bench-web-ref-')));
  try {
    writeFileSync(
      path.join(tmp, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n' +
        '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n' +
        '    <title>Hello</title>\n  </head>\n  <body>\n    <div id="root"></div>\n' +
        '    <script type="module" src="./main.jsx"></script>\n  </body>\n</html>\n',
    );
    writeFileSync(
      path.join(tmp, 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\n\n" +
        "createRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
    );

    // Vite and the plugins come from the repo, as the site's build uses them.
    const { build, runnerImport } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    // runnerImport resolves a dev-server config, which sets NODE_ENV=development for the whole
    // process when it is unset; put it back, or the build below would bundle React's dev build.
    const nodeEnv = process.env.NODE_ENV;
    const { module: siteConfig } = await runnerImport(path.join(repoRoot, 'apps/web/vite.config.ts'));
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    if (typeof siteConfig.precompress !== 'function') {
      throw new Error('apps/web/vite.config.ts no longer exports precompress()');
    }
    const outDir = path.join(tmp, 'dist');
    await build({
      root: tmp,
      configFile: false,
      mode: 'production',
      envDir: false,
      logLevel: 'warn',
      cacheDir: path.join(tmp, '.vite'),
      base: '/m/',
      plugins: [react(), siteConfig.precompress()],
      resolve: {
        dedupe: ['react', 'react-dom'],
      },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        cssCodeSplit: true,
        modulePreload: { polyfill: false },
        reportCompressedSize: false,
      },
    });

    const chunks = walk(outDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const gzFile = `${file}.gz`;
        const gzip = existsSync(gzFile) ? statSync(gzFile).size : gzipLevel9(readFileSync(file));
        return { file: path.relative(outDir, file), gzip };
      })
      .sort((a, b) => b.gzip - a.gzip);
    if (chunks.length === 0) throw new Error('the reference build emitted no JS');
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    log(`reference app: ${chunks.length} JS files, ${total} B gzip`);
    return { total, chunks };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    untrackTempDir(tmp);
  }
}
