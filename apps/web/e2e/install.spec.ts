import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { ops } from './account-helpers';
import { expect, test, workerBaseUrl, workerWebDistDir } from './fixtures';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneOld:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
};

// Same-origin pages stand in for the store and file links, so that following one can be seen.
const link = (baseURL: string, name: string) => `${baseURL}/m/help?download=${name}`;
let resourceIds: number[] = [];

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  await ops('resource', 'add', 'Android', link(base, 'android'));
  await ops('resource', 'add', 'IOS', link(base, 'ios'));
  await ops('resource', 'add', 'MOBILECONFIG', link(base, 'profile'));
  const all = JSON.parse(await ops('resource', 'list')) as { id: number; url: string }[];
  resourceIds = all.filter((r) => r.url.includes('?download=')).map((r) => r.id);
});

test.afterAll(async () => {
  for (const id of resourceIds) await ops('resource', 'remove', String(id));
});

/** A phone of the project's size with another browser's user agent, optionally as an installed app. */
async function phone(page: Page, userAgent: string, standalone = false): Promise<Page> {
  const context = page.context();
  const other = await context.browser()?.newContext({
    viewport: page.viewportSize(),
    isMobile: true,
    hasTouch: true,
    userAgent,
    baseURL: workerBaseUrl(),
  });
  if (!other) throw new Error('no browser');
  if (standalone) {
    await other.addInitScript(() => {
      Object.defineProperty(navigator, 'standalone', { value: true });
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...real(query), matches: true, media: query } as MediaQueryList)
          : real(query);
    });
  }
  return other.newPage();
}

async function openHomeAs(page: Page): Promise<void> {
  await page.goto('/m/home');
  await expect(page.getByTestId('home')).toBeVisible();
}

async function popupOptions(page: Page): Promise<string[]> {
  await page.getByTestId('header-download').click();
  const popup = page.getByTestId('download-popup');
  await expect(popup).toBeVisible();
  return popup
    .locator('[data-testid^="dl-option-"]')
    .evaluateAll((els) =>
      els.map((el) => (el as HTMLElement).dataset.testid?.replace('dl-option-', '') ?? ''),
    );
}

test.describe('download bar and popup', () => {
  test('R-DL-10 R-DL-06 R-DL-01 H-2 on Android: the bar with a gift and no invented stars, the Android option, the button opens the Android link', async ({
    page,
    baseURL,
  }) => {
    const android = await phone(page, UA.android);
    await openHomeAs(android);
    const bar = android.getByTestId('download-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('download-bar-gift')).toBeVisible();
    await expect(bar.getByTestId('download-bar-official')).toHaveText('Official app · free download');
    await expect(bar.getByTestId('download-bar-rating')).toHaveCount(0);
    expect(await popupOptions(android)).toEqual(['android']);
    await android.getByTestId('download-popup-close').click();
    await bar.getByTestId('download-bar-button').click();
    await expect(android).toHaveURL(link(String(baseURL), 'android'));
    await android.context().close();
  });

  test('R-PROMO-17 R-PROMO-16 the gift opens the app-download bonus with its terms; with APP_DOWNLOAD off there is none', async ({
    page,
  }) => {
    const android = await phone(page, UA.android);
    await openHomeAs(android);
    const gift = android.getByTestId('download-bar').getByRole('link', { name: 'App download bonus' });
    const box = await gift.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    await gift.tap();
    await expect(android).toHaveURL(/\/m\/activity\?id=\d+$/);
    const detail = android.getByRole('dialog', { name: 'App download bonus: ₱20' });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText('Reward if approved: ₱20.00');
    await expect(detail).toContainText('One application per player and per phone.');
    await expect(detail).toContainText('must be wagered once before it can be withdrawn');
    await android.context().close();

    const promotions = (appDownload: boolean) =>
      ops(
        'setting',
        'set',
        'promotions',
        JSON.stringify({
          APP_DOWNLOAD: { enabled: appDownload },
          MISSION: { enabled: true },
          LOGIN: { enabled: true },
          REFERRAL: { enabled: true },
        }),
      );
    await promotions(false);
    try {
      const other = await phone(page, UA.android);
      await openHomeAs(other);
      await expect(other.getByTestId('download-bar')).toBeVisible();
      await expect(other.getByTestId('download-bar-gift')).toHaveCount(0);
      await other.context().close();
    } finally {
      await promotions(true);
    }
  });

  test('R-DL-07 R-DL-08 R-DL-09 R-DL-11 R-DL-12 in iPhone Safari: home screen, iOS app and profile; the home-screen steps', async ({
    page,
  }) => {
    const iphone = await phone(page, UA.iphoneSafari);
    await openHomeAs(iphone);
    await expect(iphone.getByTestId('download-bar')).toBeVisible();
    expect(await popupOptions(iphone)).toEqual(['homeScreen', 'iosApp', 'profile']);
    await expect(iphone.getByTestId('ios-tips')).toContainText('Requires iOS 12.4 or later.');
    await iphone.getByTestId('dl-option-homeScreen').click();
    const steps = iphone.getByTestId('home-screen-steps').locator('li');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Share');
    await expect(steps.nth(1)).toContainText('Add to Home Screen');
    await expect(steps.nth(2)).toContainText('Add');
    await iphone.context().close();
  });

  test('R-DL-06 R-DL-14 in iPhone Safari the bar opens the popup; the profile shows app_goto_setting for 4 s, then opens its link', async ({
    page,
    baseURL,
  }) => {
    const iphone = await phone(page, UA.iphoneSafari);
    await openHomeAs(iphone);
    await iphone.getByTestId('download-bar-button').click();
    await expect(iphone.getByTestId('download-popup')).toBeVisible();
    const started = Date.now();
    await iphone.getByTestId('dl-option-profile').click();
    await expect(iphone.getByText('Profile downloaded. Open Settings to install it.')).toBeVisible();
    await iphone.waitForURL(link(String(baseURL), 'profile'), { timeout: 8000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3900);
    await iphone.context().close();
  });

  test('R-DL-13 R-DL-07 R-ERR-02 in iPhone Chrome: no home-screen option, and an iOS option only says to use Safari', async ({
    page,
  }) => {
    const chrome = await phone(page, UA.iphoneChrome);
    await openHomeAs(chrome);
    expect(await popupOptions(chrome)).toEqual(['iosApp', 'profile']);
    const url = chrome.url();
    await chrome.getByTestId('dl-option-iosApp').click();
    const alert = chrome.getByTestId('safari-alert');
    await expect(alert).toContainText('Please use Safari to download the app.');
    // An alert: one button, Confirm, and nothing else to choose.
    await expect(alert.getByRole('button')).toHaveText(['Confirm']);
    await alert.getByRole('button', { name: 'Confirm' }).click();
    await expect(alert).toHaveCount(0);
    expect(chrome.url()).toBe(url);
    await chrome.context().close();
  });

  test('R-DL-03 R-DL-17 R-DL-19 standalone: no bar, no header button, and /m/app says the app is in use', async ({
    page,
  }) => {
    for (const userAgent of [UA.android, UA.iphoneSafari]) {
      const installed = await phone(page, userAgent, true);
      await openHomeAs(installed);
      await expect(installed.getByTestId('home-header')).toBeVisible();
      await expect(installed.getByTestId('header-download')).toHaveCount(0);
      await expect(installed.getByTestId('download-bar')).toHaveCount(0);
      await installed.goto('/m/app');
      await expect(installed.getByTestId('app-installed')).toBeVisible();
      await expect(installed.getByTestId('guide-ios')).toHaveCount(0);
      await installed.context().close();
    }
  });

  test('R-DL-02 closing the bar stores hideDownloadBar=1 and it stays closed', async ({ page }) => {
    const android = await phone(page, UA.android);
    await openHomeAs(android);
    await android.getByTestId('download-bar-close').click();
    await expect(android.getByTestId('download-bar')).toHaveCount(0);
    expect(await android.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    await android.reload();
    await expect(android.getByTestId('home')).toBeVisible();
    await expect(android.getByTestId('header-download')).toBeVisible();
    await expect(android.getByTestId('download-bar')).toHaveCount(0);
    await android.context().close();
  });

  test('R-DL-20 R-DL-09 opened from the web clip, the profile is not offered', async ({ page }) => {
    const iphone = await phone(page, UA.iphoneSafari);
    await iphone.goto('/m/home?webclip=1');
    await expect(iphone.getByTestId('home')).toBeVisible();
    expect(await iphone.evaluate(() => localStorage.getItem('WEBCLIP'))).toBe('1');
    expect(await popupOptions(iphone)).toEqual(['homeScreen', 'iosApp']);
    await iphone.context().close();
  });

  test('H-2 R-CONST-30 R-DL-05 the rating is the configured store figure, and requireLogin hides the bar from guests', async ({
    page,
  }) => {
    const setting = (value: object) =>
      ops(
        'setting',
        'set',
        'downloadBar',
        JSON.stringify({
          requireLogin: false,
          hideIosApp: false,
          showHomeScreen: true,
          rating: null,
          ...value,
        }),
      );
    try {
      await setting({ rating: { value: 4.6, count: 1234, source: 'Google Play' } });
      const android = await phone(page, UA.android);
      await openHomeAs(android);
      await expect(android.getByTestId('download-bar-rating')).toHaveText(
        '4.6 · 1,234 ratings on Google Play',
      );
      await android.context().close();
      await setting({ requireLogin: true });
      const guest = await phone(page, UA.android);
      await openHomeAs(guest);
      await expect(guest.getByTestId('header-download')).toBeVisible();
      await expect(guest.getByTestId('download-bar')).toHaveCount(0);
      await guest.context().close();
    } finally {
      await setting({});
    }
  });
});

test('R-DL-15 the header keeps the download button, login and register on screen from 320 px', {
  tag: '@layout',
}, async ({ page }) => {
  await openHomeAs(page);
  for (const width of [320, 360, 390, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByTestId('header-download')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('header-register')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${width} px`).toBe(
      true,
    );
  }
});

test.describe('/m/app', () => {
  test('R-DL-16 R-NAV-13 shows the Android guide with its button and the iOS guide with the app and profile buttons', async ({
    page,
    baseURL,
  }) => {
    const android = await phone(page, UA.android);
    await android.goto('/m/app');
    await expect(android.getByTestId('app-screen')).toBeVisible();
    await expect(android.getByTestId('guide-android').getByTestId('app-download-android')).toBeVisible();
    // With every link, the APK steps and the iOS install steps, the profile's Settings step included.
    await expect(android.getByTestId('steps-android')).toContainText('Download for Android');
    await expect(android.getByTestId('steps-ios')).toContainText('Profile Downloaded');
    const ios = android.getByTestId('guide-ios');
    await expect(ios.getByTestId('app-download-iosApp')).toBeVisible();
    await expect(ios.getByTestId('app-download-profile')).toBeVisible();
    await android.getByTestId('app-download-android').click();
    await expect(android).toHaveURL(link(String(baseURL), 'android'));
    await android.context().close();
  });

  test('R-DL-12 A-7 R-CONST-19 below iOS 12.2 the iOS guide adds the legacy tip', async ({ page }) => {
    const old = await phone(page, UA.iphoneOld);
    await old.goto('/m/app');
    await expect(old.getByTestId('ios-legacy-tip')).toBeVisible();
    await old.context().close();
    const current = await phone(page, UA.iphoneSafari);
    await current.goto('/m/app');
    await expect(current.getByTestId('ios-tips')).toContainText('Requires iOS 12.4 or later.');
    await expect(current.getByTestId('ios-legacy-tip')).toHaveCount(0);
    await current.context().close();
  });
});

/** Waits until the service worker of /m/ is active and has cached the page's own chunks. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise((resolve) => registration.active?.addEventListener('statechange', resolve));
    }
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const home = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .find((name) => /\/m\/assets\/HomeScreen-.*\.js$/.test(name));
        return Boolean(home && (await caches.match(home)));
      }),
    )
    .toBe(true);
}

test.describe('installable app', () => {
  test('R-DL-18 the manifest is linked and valid: name, 192 and 512 icons, start_url, scope /m/, standalone', async ({
    page,
    request,
  }) => {
    await page.goto('/m/home');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/m/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/m/icons/apple-touch-icon.png',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
    const response = await request.get(String(href));
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'PerlaPlay',
      short_name: 'PerlaPlay',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#/),
    });
    const sizes = (manifest.icons as { src: string; sizes: string; purpose: string }[]).map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of [...manifest.icons, { src: '/m/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const png = await (await request.get(icon.src)).body();
      // The PNG header holds the width and height at bytes 16 and 20.
      expect(png.subarray(1, 4).toString(), icon.src).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
  });

  test('R-DL-18 the service worker of /m/ becomes active and is served uncached', async ({
    page,
    request,
  }) => {
    await page.goto('/m/home');
    await workerReady(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/m/');
    const sw = await request.get('/m/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toContain('javascript');
  });

  test('R-DL-18 an offline reload of a visited page shows the app shell from the worker', async ({
    page,
    context,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('home')).toBeVisible();
    await workerReady(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('home-header')).toBeVisible();
      await expect(page.getByTestId('home')).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });

  test('R-DL-18 S-19 /wps/ requests never come from the worker cache', async ({ page, context }) => {
    await page.goto('/m/home');
    await workerReady(page);
    const api: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/wps/'))
        api.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    });
    await page.reload();
    await expect(page.getByTestId('home')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => api.length).toBeGreaterThan(0);
    expect(api.filter((r) => r.fromWorker)).toEqual([]);
    const cachedApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => /\/(wps|lgw)\//.test(url));
    });
    expect(cachedApi).toEqual([]);
    // Offline, the API fails rather than answering from a cache.
    await context.setOffline(true);
    try {
      const offline = await page.evaluate(() =>
        fetch('/wps/system/status').then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(offline).toBe('failed');
    } finally {
      await context.setOffline(false);
    }
  });

  test('R-DL-18 a new deploy prompts for the update, and accepting reloads into the new worker', async ({
    page,
  }) => {
    const file = `${workerWebDistDir()}/sw.js`;
    const original = readFileSync(file);
    await page.goto('/m/home');
    await workerReady(page);
    await page.reload();
    await expect(page.getByTestId('home')).toBeVisible();
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(before).not.toBeNull();
    try {
      const next = Buffer.concat([original, Buffer.from('\n// next deploy\n')]);
      writeFileSync(file, next);
      writeFileSync(`${file}.br`, brotliCompressSync(next));
      writeFileSync(`${file}.gz`, gzipSync(next));
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toContainText('A new version of the site is ready.');
      const reloaded = page.waitForEvent('load');
      await prompt.getByTestId('dialog-confirm').click();
      await reloaded;
      await expect(page.getByTestId('home')).toBeVisible();
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBeNull();
    } finally {
      writeFileSync(file, original);
      writeFileSync(`${file}.br`, brotliCompressSync(original));
      writeFileSync(`${file}.gz`, gzipSync(original));
    }
  });
});
