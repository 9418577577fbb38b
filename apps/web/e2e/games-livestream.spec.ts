import type { Page } from '@playwright/test';
import { expect, ops, setRegisterCaptcha, test } from './account-helpers';
import { workerBaseUrl } from './fixtures';
import { asMember } from './games-helpers';
import { openHome, openSideMenu } from './helpers';

const ANDREA = { name: 'Andrea', avatarUrl: 'https://cdn.example.com/andrea.png', online: true };
const BEA = { name: 'Bea', avatarUrl: 'https://cdn.example.com/bea.png', online: false };
/** The fixture catalogue's one LIVESTREAM vendor. */
const VENDOR = 'BLIVE';

test.beforeAll(() => setRegisterCaptcha(false));

/** Runs `body` with live chat on, these hosts and the vendor on or off; puts everything back after. */
async function withLiveStream(hosts: unknown[], vendor: boolean, body: () => Promise<void>) {
  const before = (JSON.parse(await ops('setting', 'list')) as { liveChat: unknown }).liveChat;
  const setHosts = (models: unknown[]) =>
    ops('setting', 'set', 'liveChat', JSON.stringify({ urlTemplate: `${workerBaseUrl()}/m/help`, models }));
  await ops('flag', 'set', 'CBS3', 'on');
  await setHosts(hosts);
  if (!vendor) await ops('vendor', 'disable', VENDOR);
  try {
    await body();
  } finally {
    await ops('setting', 'set', 'liveChat', JSON.stringify(before));
    await ops('flag', 'set', 'CBS3', 'off');
    if (!vendor) await ops('vendor', 'enable', VENDOR);
  }
}

/** Whether the side menu and the home's footer offer the LIVESTREAM category, on a fresh load of the home. */
async function offered(page: Page): Promise<boolean> {
  await openHome(page);
  const inFooter = page.getByTestId('footer-category-LIVESTREAM');
  await expect(page.getByTestId('footer-category-RNG')).toBeVisible();
  await openSideMenu(page);
  const inMenu = page.getByTestId('menu-category-LIVESTREAM');
  await expect(page.getByTestId('menu-category-RNG')).toBeVisible();
  const [menu, footer] = [await inMenu.count(), await inFooter.count()];
  expect(menu, 'the menu and the footer agree').toBe(footer);
  return menu === 1;
}

test.describe('LIVESTREAM category', () => {
  test('R-GAMES-50 lists the live-stream hosts and the LIVESTREAM vendors; a host opens the live chat', async ({
    page,
    request,
  }) => {
    await withLiveStream([ANDREA, BEA], true, async () => {
      await expect.poll(() => offered(page), { timeout: 30_000 }).toBe(true);
      await page.getByTestId('menu-category-LIVESTREAM').tap();
      await expect(page).toHaveURL(/\/m\/livestream$/);
      const hosts = page.getByTestId('live-host');
      await expect(hosts).toHaveCount(2);
      await expect(hosts.nth(0)).toContainText('Andrea');
      await expect(hosts.nth(0)).toContainText('Live now');
      await expect(hosts.nth(1)).toContainText('Bea');
      await expect(hosts.nth(1)).toContainText('Offline');
      await expect(page.getByTestId(`vendor-tile-${VENDOR}`)).toBeVisible();
      for (const box of [await hosts.nth(0).boundingBox(), await hosts.nth(1).boundingBox()])
        expect(box?.height).toBeGreaterThanOrEqual(44);
      // As the menu's live chat does: a guest is asked to log in first, a member goes to the chat.
      await hosts.nth(0).tap();
      await expect(page).toHaveURL(/\/m\/login$/);
      await asMember(page, request);
      await page.goto('/m/livestream');
      await page.getByTestId('live-host').filter({ hasText: 'Bea' }).tap();
      await expect(page).toHaveURL(/\/m\/help/);
    });
  });

  test('R-GAMES-50 is offered with hosts alone, and nowhere once there are neither hosts nor vendors', async ({
    page,
  }) => {
    await withLiveStream([ANDREA], false, async () => {
      await expect.poll(() => offered(page), { timeout: 30_000 }).toBe(true);
      await page.goto('/m/livestream');
      await expect(page.getByTestId('live-host')).toHaveCount(1);
      await expect(page.getByTestId('vendor-grid')).toHaveCount(0);

      await ops(
        'setting',
        'set',
        'liveChat',
        JSON.stringify({ urlTemplate: `${workerBaseUrl()}/m/help`, models: [] }),
      );
      await expect.poll(() => offered(page), { timeout: 30_000 }).toBe(false);
      await page.goto('/m/livestream');
      await expect(page.getByTestId('games-empty-why')).toHaveText(
        'No live streams right now. Hosts and live-stream games appear here as soon as they go on air.',
      );
      await expect(page.getByTestId('live-host')).toHaveCount(0);
    });
  });

  test('R-GAMES-50 shows placeholders while the hosts load, Retry when they fail, and says when offline', async ({
    page,
    context,
  }) => {
    await withLiveStream([ANDREA], true, async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/CBS_modelList*', async (route) => {
        await held;
        await route.abort('failed');
      });
      await page.goto('/m/livestream');
      await expect(page.getByTestId('livestream-loading')).toBeVisible();
      release();
      const retry = page.getByTestId('live-hosts-retry');
      await expect(retry).toHaveText('Loading failed, click to retry', { timeout: 15_000 });
      // The vendors answered: they stay while the hosts failed.
      await expect(page.getByTestId(`vendor-tile-${VENDOR}`)).toBeVisible();
      await context.setOffline(true);
      await retry.tap();
      await expect(retry).toHaveText('You are offline. Tap to try again.', { timeout: 15_000 });
      await context.setOffline(false);
      await page.unroute('**/CBS_modelList*');
      await retry.tap();
      await expect(page.getByTestId('live-host')).toContainText('Andrea');
      await expect(retry).toHaveCount(0);
    });
  });
});
