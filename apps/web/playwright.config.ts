import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_FLAG } from '../../scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = `/tmp/perlaplay-e2e-${PORT}`;
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

const chromium = { executablePath: CHROMIUM_PATH, args: [HEADLESS_FLAG, ...CHROMIUM_FLAGS] };

// The gate tests switch maintenance and region rules on the one shared server: run one test at a time.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'android', use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromium } },
    {
      name: 'iphone',
      use: {
        ...devices['iPhone 13'],
        browserName: 'chromium',
        defaultBrowserType: 'chromium',
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '../..',
    url: `http://localhost:${PORT}/wps/system/status`,
    // Behind a trusted proxy each test can be its own visitor (X-Forwarded-For, see e2e/account-helpers.ts):
    // the login throttle and the per-IP rate limits then never carry over from one test to the next.
    env: { PORT: String(PORT), E2E_DATA_DIR, TRUST_PROXY: 'true' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
