import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_ELEMENT_ID } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeSite, startTestApp, type TestApp } from '../../test/harness.js';

// The web's server build stands in as a small module of the same interface: it asks this server for
// the status and the settings through the transport it is given, as the real render does, and
// answers with markup that carries what it heard. The real render is covered by first-screen.spec.ts.
const RENDERER = `
export async function renderFirstScreen({ url, language, theme, transport, html }) {
  if (url.startsWith('/m/broken')) throw new Error('a render that fails');
  if (!url.startsWith('/m/home') && url !== '/m/') return undefined;
  const status = await (await transport('/wps/system/status')).json();
  const settings = await transport('/wps/system/settings/consolidated');
  const words = html.text('<p>Tom &amp; Jerry</p>');
  return {
    html: '<main style="width:40%">' + language + ' ' + theme + ' ' + status.success + ' ' + settings.status + ' ' + words + '</main>',
    state: { heard: '</script><script>alert(1)</script>' },
    screen: 'src/app/home/HomeScreen.tsx',
  };
}
`;
const ASSETS = {
  'src/app/home/HomeScreen.tsx': {
    scripts: ['assets/Home-1.js', 'assets/index-abc123.js'],
    styles: ['assets/Home-1.css'],
  },
};
const INDEX =
  '<!doctype html><html lang="en" data-theme="dark"><head><meta name="theme-color" content="#0d1020" />' +
  '<link rel="preload" href="/wps/system/status" as="fetch" crossorigin="anonymous" />' +
  '<script type="module" crossorigin src="/m/assets/index-abc123.js"></script><title>app</title></head>' +
  '<body><div id="root"><div class="splash"></div></div></body></html>';

let t: TestApp;
let site: ReturnType<typeof makeFakeSite>;
beforeAll(async () => {
  site = makeFakeSite();
  writeFileSync(path.join(site.dir, 'index.html'), INDEX);
  mkdirSync(path.join(site.dir, 'ssr'));
  writeFileSync(path.join(site.dir, 'ssr', 'entry-server.js'), RENDERER);
  writeFileSync(path.join(site.dir, 'ssr', 'first-screen-assets.json'), JSON.stringify(ASSETS));
  t = await startTestApp({ webDistDir: site.dir });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

describe("a guest's first screen, rendered into the page", () => {
  it('writes the markup, its data and its styles into the page, inert until the app adopts it', async () => {
    const res = await t.app.inject({ url: '/m/home', headers: { cookie: 'theme=light; lang=JA' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-first-screen inert><main style="width:40%">');
    // In the visitor's language and theme, with the answers of this server, the HTML read as text.
    expect(res.body).toContain('JA light true 200 Tom & Jerry</main></div>');
    expect(res.body).not.toContain('class="splash"');
    const state = res.body.match(new RegExp(`id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`))?.[1];
    expect(JSON.parse(state ?? 'null')).toEqual({ heard: '</script><script>alert(1)</script>' });
    // The screen's styles and chunks, each once: the entry chunk is in the page already.
    expect(res.body).toContain('<link rel="stylesheet" href="/m/assets/Home-1.css">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/m/assets/Home-1.js">');
    expect(res.body.match(/index-abc123\.js/g)).toHaveLength(1);
    // The status is in the data: no early request for it that nothing would use.
    expect(res.body).not.toContain('href="/wps/system/status"');
  });

  it('allows exactly the markup’s style attributes, by hash, and no other inline style', async () => {
    const res = await t.app.inject({ url: '/m/' });
    const policy = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update('width:40%').digest('base64');
    expect(policy).toMatch(
      new RegExp(`style-src 'self' 'unsafe-hashes' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`),
    );
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("script-src 'self'");
  });

  it('leaves a member, a route it does not render and a failed render with the frame', async () => {
    const member = await t.app.inject({ url: '/m/home', headers: { cookie: 'member=1' } });
    const other = await t.app.inject({ url: '/m/login' });
    const broken = await t.app.inject({ url: '/m/broken' });
    for (const res of [member, other, broken]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"><div class="splash"></div></div>');
      expect(res.body).not.toContain(FIRST_SCREEN_ELEMENT_ID);
      expect(res.body).toContain('href="/wps/system/status"');
      expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-hashes');
    }
  });
});
