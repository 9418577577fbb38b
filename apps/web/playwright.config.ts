import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_FLAG } from '../../scripts/chromium.mjs';

const chromium = { executablePath: CHROMIUM_PATH, args: [HEADLESS_FLAG, ...CHROMIUM_FLAGS] };

/**
 * Every test runs on the Android profile. The iPhone profile (another viewport, pixel ratio and user
 * agent) runs only the tests whose outcome depends on them: those tagged @layout (the shell, the home's
 * areas and grids, the slot screen, and the install flows that read the device).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Each worker has its own server and database (e2e/fixtures.ts); the tests of a file keep their order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI a failed test runs once more: one that then passes is reported as flaky in the list (a
  // bug to fix, named in the closing note), so a busy machine's hiccup does not stop a landing.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  // Cashier flows now verify identity (an upload and two operator calls) before they start.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'android', use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromium } },
    {
      name: 'iphone',
      grep: /@layout/,
      use: {
        ...devices['iPhone 13'],
        browserName: 'chromium',
        defaultBrowserType: 'chromium',
        launchOptions: chromium,
      },
    },
  ],
});
