import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EN_HELP_TITLES, HELP_KEYS, JA_HELP_TITLES, openHome, openSideMenu } from './helpers';

const HELP_API = /\/wps\/system\/helpCenter/;

function envelope(value: unknown) {
  return { success: true, value, code: null, message: 'ok' };
}

async function expectActive(page: Page, index: number, title: string): Promise<void> {
  const key = HELP_KEYS[index] as string;
  await expect(page.getByTestId(`help-title-${key}`)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-testid^="help-title-"][aria-current="true"]')).toHaveCount(1);
  await expect(page.getByTestId('help-panel').locator('h2')).toHaveText(title);
}

test('R-HELP-01 /m/help shows the 8 help titles and the first item content', async ({ page }) => {
  await page.goto('/m/help');
  const titles = page.getByRole('navigation', { name: 'help' }).locator('[data-testid^="help-title-"]');
  await expect(titles).toHaveText(EN_HELP_TITLES);
  for (const key of HELP_KEYS) await expect(page.getByTestId(`help-title-${key}`)).toBeVisible();
  await expectActive(page, 0, 'About PerlaPlay');
  const content = page.getByTestId('help-panel').locator('.rich-text');
  await expect(content).toBeVisible();
  await expect(content).toHaveText(/\S[\s\S]{100,}/);
});

test('R-HELP-01 at 360 px the titles are 44 px chips above a content panel of the full width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/m/help?i=7');
  await expectActive(page, 7, 'Frequently Asked Questions');
  const panel = await page.getByTestId('help-panel').boundingBox();
  const menu = await page.getByRole('navigation', { name: 'help' }).boundingBox();
  if (!panel || !menu) throw new Error('not on screen');
  expect(panel.width).toBeGreaterThanOrEqual(340);
  expect(panel.y).toBeGreaterThanOrEqual(menu.y + menu.height);
  for (const key of HELP_KEYS) {
    const box = await page.getByTestId(`help-title-${key}`).boundingBox();
    expect(box?.height, key).toBeGreaterThanOrEqual(44);
  }
  // Opened on the last title, the row has scrolled it into view.
  await expect(page.getByTestId('help-title-faq')).toBeInViewport({ ratio: 1 });
});

test.describe('R-HELP-02 active index from query i', () => {
  test('R-HELP-02 R-NAV-12 ?i=3 opens the fourth item', async ({ page }) => {
    await page.goto('/m/help?i=3');
    await expectActive(page, 3, 'Responsible Gaming');
  });

  test('R-HELP-02 R-NAV-12 ?i=abc, ?i=99, ?i=-1 and an empty i fall back to the first item', async ({
    page,
  }) => {
    for (const query of ['abc', '99', '-1', '']) {
      await test.step(`?i=${query}`, async () => {
        await page.goto(`/m/help?i=${query}`);
        await expect(page.getByTestId('help-title-faq')).toBeVisible();
        await expectActive(page, 0, 'About PerlaPlay');
      });
    }
  });
});

test('R-HELP-03 tapping a title activates it, replaces i in the URL, and a reload keeps it', async ({
  page,
}) => {
  await page.goto('/m/help');
  await expectActive(page, 0, 'About PerlaPlay');
  const length = await page.evaluate(() => history.length);
  await page.getByTestId('help-title-privacy').tap();
  await expectActive(page, 2, 'Privacy Policy');
  await expect(page).toHaveURL(/\/m\/help\?i=2$/);
  await page.getByTestId('help-title-withdrawals').tap();
  await expectActive(page, 5, 'Withdrawals');
  await expect(page).toHaveURL(/\/m\/help\?i=5$/);
  // Replaced, not pushed.
  expect(await page.evaluate(() => history.length)).toBe(length);
  await page.reload();
  await expectActive(page, 5, 'Withdrawals');
});

test('R-HELP-08 /m/help#terms opens the Terms item, an unknown key the first one', async ({ page }) => {
  await page.goto('/m/help#terms');
  await expectActive(page, 1, 'Terms & Conditions');
  await page.goto('/m/help?i=4#account-security');
  await expectActive(page, 6, 'Account Security');
  await page.goto('/m/help#no-such-item');
  await expectActive(page, 0, 'About PerlaPlay');
});

test('R-HELP-07 R-NAV-12 /m/helpDetail?i=1 shows that item with a back arrow and no footer', async ({
  page,
}) => {
  await page.goto('/m/helpDetail?i=1');
  const detail = page.getByTestId('help-detail');
  await expect(detail.locator('h2')).toHaveText('Terms & Conditions');
  await expect(detail.locator('.rich-text')).toBeVisible();
  await expect(detail.locator('.rich-text')).toHaveText(/\S[\s\S]{100,}/);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('back-home')).toBeVisible();
  await expect(page.getByTestId('footer-menu')).toHaveCount(0);
});

test('R-HELP-04 choosing JA fetches the help items again with lang=JA and device=MOBILE', async ({
  page,
}) => {
  const requests: URL[] = [];
  page.on('request', (request) => {
    if (HELP_API.test(request.url())) requests.push(new URL(request.url()));
  });
  await openHome(page);
  await expect(page.getByTestId('help-shortcuts')).toBeVisible();
  expect(requests.some((u) => u.searchParams.get('lang') === 'EN')).toBe(true);

  const jaRequest = page.waitForRequest(
    (r) => HELP_API.test(r.url()) && new URL(r.url()).searchParams.get('lang') === 'JA',
  );
  await page.getByTestId('language-header').tap();
  await page.getByTestId('language-option-JA').tap();
  const url = new URL((await jaRequest).url());
  expect(url.pathname).toBe('/wps/system/helpCenter');
  expect(url.searchParams.get('device')).toBe('MOBILE');
  await expect(page.getByTestId('help-shortcuts')).toContainText(JA_HELP_TITLES[0] as string);

  await openSideMenu(page);
  await page.getByTestId('side-menu').getByRole('link', { name: 'ヘルプセンター' }).tap();
  await expect(
    page.getByRole('navigation', { name: 'help' }).locator('[data-testid^="help-title-"]'),
  ).toHaveText(JA_HELP_TITLES);
  await expect(page.getByTestId('top-bar').locator('h1')).toHaveText('ヘルプセンター');
});

test('R-HELP-05 an empty help list shows the empty state "No data"', async ({ page }) => {
  await page.route(HELP_API, (route) => route.fulfill({ json: envelope([]) }));
  await page.goto('/m/help');
  await expect(page.getByTestId('help-empty-title')).toHaveText('No data');
  await expect(page.locator('[data-testid^="help-title-"]')).toHaveCount(0);
});

test('R-ERR-28 a failed help request shows "Loading failed, click to retry", which loads it again', async ({
  page,
}) => {
  await page.route(HELP_API, (route) => route.abort());
  await page.goto('/m/help');
  // Network failures are retried twice before the request counts as failed.
  const retry = page.getByRole('button', { name: 'Loading failed, click to retry' });
  await expect(retry).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('top-bar')).toBeVisible();

  await page.unroute(HELP_API);
  const statusCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/system/status')) statusCalls.push(r.url());
  });
  const helpRequest = page.waitForRequest(HELP_API);
  await retry.tap();
  await helpRequest;
  await expect(
    page.getByRole('navigation', { name: 'help' }).locator('[data-testid^="help-title-"]'),
  ).toHaveText(EN_HELP_TITLES);
  await expect(retry).toHaveCount(0);
  // Only the failed request is made again.
  expect(statusCalls).toEqual([]);
});

test('R-HELP-06 help HTML is sanitised and /m/ links navigate inside the app', async ({ page }) => {
  const hostile =
    '<p>Intro</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
    '<a href="javascript:alert(1)">x</a> <a href="/m/helpDetail?i=0">in-app</a>';
  await page.route(HELP_API, (route) =>
    route.fulfill({
      json: envelope([
        { key: 'about', title: 'About', content: hostile },
        { key: 'terms', title: 'Terms', content: '<p>Terms text</p>' },
      ]),
    }),
  );
  await page.goto('/m/help');
  const content = page.getByTestId('help-panel').locator('.rich-text');
  await expect(content).toContainText('Intro');
  await expect(content.getByRole('link', { name: 'in-app' })).toBeVisible();

  const html = await content.innerHTML();
  expect(html).not.toMatch(/onerror|<script|javascript:/i);
  await expect(content.locator('script')).toHaveCount(0);
  await expect(content.locator('[onerror]')).toHaveCount(0);
  const hostileLink = content.locator('a', { hasText: /^x$/ });
  await expect(hostileLink).toHaveCount(1);
  expect(await hostileLink.getAttribute('href')).toBeNull();
  await expect(content.getByRole('link', { name: 'in-app' })).toHaveAttribute('href', '/m/helpDetail?i=0');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  await page.evaluate(() => {
    (window as unknown as { __marker?: string }).__marker = 'still-here';
  });
  await content.getByRole('link', { name: 'in-app' }).tap();
  await expect(page).toHaveURL(/\/m\/helpDetail\?i=0$/);
  await expect(page.getByTestId('help-detail').locator('h2')).toHaveText('About');
  // No full reload: the marker set on the window survives.
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('still-here');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
