import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-install-'));
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"PerlaPlay","scope":"/m/"}');
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await startTestApp({ webDistDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('what installing the site needs from the server', () => {
  it('R-DL-18 serves the service worker at /m/sw.js as JavaScript, revalidated on every check', async () => {
    const res = await t.app.inject({ url: '/m/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    // A cached worker would hide a deploy from the update check.
    expect(res.headers['cache-control']).toBe('no-cache');
    // Served from /m/, its default scope is /m/: no Service-Worker-Allowed needed or sent.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('R-DL-18 serves the manifest with its media type and the icons', async () => {
    const manifest = await t.app.inject({ url: '/m/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({ scope: '/m/' });
    const icon = await t.app.inject({ url: '/m/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('R-DL-18 S-18 lets the CSP load the worker and the manifest from the site only', async () => {
    const { headers } = await t.app.inject({ url: '/m/' });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
