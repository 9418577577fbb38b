import { brotliDecompressSync } from 'node:zlib';
import { SITE_LINKS_ELEMENT_ID } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFakeSite, startTestApp, type TestApp } from '../../test/harness.js';
import { deleteResource, insertResource, listResources } from '../modules/system/index.js';

let t: TestApp;
let site: ReturnType<typeof makeFakeSite>;
beforeAll(async () => {
  site = makeFakeSite();
  t = await startTestApp({ webDistDir: site.dir });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

describe('the built site at /m/', () => {
  it('R-NAV-01 answers /, /m, /m/, /m/index.html and deep links with the app, never cached', async () => {
    for (const url of [
      '/',
      '/m',
      '/m/',
      '/m/index.html',
      '/m/register.html',
      '/m/help?i=2',
      '/m/member/home',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and serves the precompressed copy', async () => {
    const br = await t.app.inject({
      url: '/m/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli-bytes');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({
      url: '/m/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404, not with the app', async () => {
    const res = await t.app.inject({ url: '/m/assets/missing-000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

/** The links written into the app's HTML, read back as the web reads them. */
function writtenLinks(html: string): unknown {
  const element = new RegExp(
    `<script type="application/json" id="${SITE_LINKS_ELEMENT_ID}">(.*?)</script></head>`,
  );
  const json = element.exec(html)?.[1];
  if (json === undefined) throw new Error('no links element before </head>');
  return JSON.parse(json);
}

describe("the error page's links in the app's HTML", () => {
  it('R-SYS-05 R-SYS-29 carries the configured speed test, Telegram, Instagram and Facebook links, and no other', async () => {
    const removeAll = async () => {
      for (const { id } of await listResources(t.db)) await deleteResource(t.db, id);
    };
    await removeAll();
    expect(writtenLinks((await t.app.inject({ url: '/m/' })).body)).toEqual([]);
    await insertResource(t.db, 'TELEGRAM', 'https://t.me/perla', 1);
    await insertResource(t.db, 'VIBER', 'https://invite.viber.com/perla', 2);
    await insertResource(t.db, 'SpeedTest', 'https://speed.example.ph/', 3);
    await insertResource(t.db, 'FACEBOOK', 'https://www.facebook.com/perla</script><script>alert(1)', 4);
    try {
      for (const url of ['/', '/m/index.html', '/m/help']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        // The URL cannot close the element: the script it holds stays data.
        expect(res.body, url).not.toContain('</script><script>alert(1)');
        expect(writtenLinks(res.body), url).toEqual([
          { resourceType: 'TELEGRAM', url: 'https://t.me/perla' },
          { resourceType: 'SpeedTest', url: 'https://speed.example.ph/' },
          { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/perla</script><script>alert(1)' },
        ]);
      }
    } finally {
      await removeAll();
    }
    expect(writtenLinks((await t.app.inject({ url: '/m/' })).body)).toEqual([]);
  });

  it("R-SYS-12 R-SYS-18 writes the visitor's theme and language from their cookies into the HTML", async () => {
    const page = async (cookie?: string) => {
      const res = await t.app.inject({ url: '/m/home', headers: cookie ? { cookie } : {} });
      expect(res.headers.vary).toContain('Cookie');
      return {
        html: /<html[^>]*>/.exec(res.body)?.[0],
        color: /<meta name="theme-color" content="([^"]+)"/.exec(res.body)?.[1],
        etag: res.headers.etag,
      };
    };
    const first = await page();
    expect(first).toMatchObject({ html: '<html lang="en" data-theme="dark">', color: '#0d1020' });
    const chosen = await page('theme=light; lang=JA');
    expect(chosen).toMatchObject({ html: '<html lang="ja" data-theme="light">', color: '#f4f5fa' });
    expect(chosen.etag).not.toBe(first.etag);
    expect((await page('lang=TY')).html).toBe('<html lang="fil" data-theme="dark">');
    // Anything else is the default, never written into the page as sent.
    for (const cookie of ['theme=blue; lang=XX', 'theme="><script>; lang=EN"><b>', 'lang=en'])
      expect(await page(cookie), cookie).toMatchObject({
        html: first.html,
        color: first.color,
        etag: first.etag,
      });
  });

  it('R-SYS-05 is compressed, revalidated by its ETag, and still served when the database is not', async () => {
    const plain = await t.app.inject({ url: '/m/' });
    const br = await t.app.inject({ url: '/m/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const etag = String(plain.headers.etag);
    const again = await t.app.inject({ url: '/m/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.db.execute('alter table site_resources rename to site_resources_gone');
    try {
      const res = await t.app.inject({ url: '/m/home' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(writtenLinks(res.body)).toEqual([]);
    } finally {
      await t.db.execute('alter table site_resources_gone rename to site_resources');
    }
  });
});

describe('security headers', () => {
  it('S-18 sends HSTS for a year, a CSP without unsafe-inline or eval, nosniff, a referrer policy and COOP', async () => {
    for (const url of ['/m/', '/wps/system/status']) {
      const { headers } = await t.app.inject({ url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      // R-GAMES-41 the site's own lottery page; R-HOME-04, R-HOME-05 the video and social embeds; nothing broader.
      expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://www.facebook.com;");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('R-GAMES-41 lets /m/launchGame frame the lottery page of this site, and no other site frame it', async () => {
    const { headers } = await t.app.inject({ url: '/m/lottery/play?mui=1&gameId=pick3-fast' });
    const csp = String(headers['content-security-policy']);
    expect(csp).toMatch(/frame-src 'self'[ ;]/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('S-19 marks every API answer no-store, errors included', async () => {
    for (const url of [
      '/wps/system/status',
      '/wps/system/helpCenter?lang=EN',
      '/wps/nope',
      '/wps/system/status?bad=1',
    ]) {
      expect((await t.app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('S-26 an unexpected failure answers a generic 500 with no internals', async () => {
    await t.db.execute('alter table help_items rename to help_items_gone');
    try {
      const res = await t.app.inject({ url: '/wps/system/helpCenter?lang=EN' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        value: null,
        code: 'INTERNAL_ERROR',
        message: 'err_unknown',
      });
      expect(res.body).not.toMatch(/help_items|select|stack/i);
    } finally {
      await t.db.execute('alter table help_items_gone rename to help_items');
    }
  });
});

describe('OpenAPI', () => {
  it('R-API-01 publishes the system calls at /docs/json', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/wps/system/helpCenter',
        '/wps/system/settings/consolidated',
      ]),
    );
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });
});
