import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHome, openSideMenu } from './helpers';

const HELP_CHUNK = /\/assets\/HelpScreen-.*\.js/;

test('R-NAV-29 R-ERR-12 a failed screen chunk logs an error, spins, offers a retry after 10 s, and the retry loads it', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.clock.install();

  // Every fetch of the chunk fails until the network is back: the bundler may preload the chunk
  // before it imports it, so the first failed fetch is not always the import's own.
  let chunkRequests = 0;
  const failAll = (route: Route) => {
    chunkRequests += 1;
    return route.abort();
  };
  await page.route(HELP_CHUNK, failAll);

  await openHome(page);
  // The help chunk is only requested when the help screen is first needed.
  expect(chunkRequests).toBe(0);
  const logged = page.waitForEvent('console', {
    predicate: (message) =>
      message.type() === 'error' &&
      !message.text().startsWith('Failed to load resource') &&
      message.text().includes('HelpScreen'),
  });
  await openSideMenu(page);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Help Centre' }).tap();
  await expect(page).toHaveURL(/\/m\/help$/);
  const spinner = page.getByTestId('page').getByRole('status');
  await expect(spinner).toBeVisible();
  await logged;
  expect(chunkRequests).toBeGreaterThanOrEqual(1);
  expect(consoleErrors.some((text) => text.includes('HelpScreen'))).toBe(true);

  // The spinner stays until 10 s have passed.
  await page.clock.fastForward(9_000);
  await expect(spinner).toBeVisible();
  await expect(page.getByTestId('chunk-retry')).toHaveCount(0);
  await page.clock.fastForward(1_000);
  const retry = page.getByTestId('chunk-retry');
  await expect(retry).toHaveText('Loading failed, click to retry');
  await expect(spinner).toHaveCount(0);

  await page.unroute(HELP_CHUNK, failAll);
  await retry.tap();
  await expect(page.getByTestId('help-panel')).toBeVisible();
  await expect(page.getByTestId('help-title-about')).toBeVisible();
  await expect(retry).toHaveCount(0);
});
