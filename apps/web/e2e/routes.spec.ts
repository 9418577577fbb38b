import { expect, test } from './fixtures';
import { openHome, readRouteTable } from './helpers';

const ROUTES = readRouteTable();
const WITHOUT_SCREEN = ROUTES.filter((r) => !r.hasScreen);

test('route table is read from route-table.ts', () => {
  // Guards the text parsing below: the table has about 60 routes, and exactly these have screens
  // (the capabilities built so far); the rest fall back to the home.
  expect(ROUTES.length).toBeGreaterThanOrEqual(55);
  expect(ROUTES.filter((r) => r.hasScreen).map((r) => r.path)).toEqual([
    '/',
    '/home',
    '/index',
    '/index.html',
    '/login',
    '/register',
    '/register.html',
    '/forget',
    '/changePsw',
    '/message',
    '/notice',
    '/webEmail',
    '/activity',
    '/activity/signIn',
    '/feedback',
    '/help',
    '/helpDetail',
    '/app',
    '/providers',
    '/gameList',
    '/game',
    '/gameCenter',
    '/slotsCenter',
    '/lottery',
    '/lottery/verify',
    '/lotteryVn',
    '/lotterySea',
    '/startLottery',
    '/launchGame',
    '/lottery/play',
    '/house/slot',
    '/house/fairness',
    '/house/crash',
    '/house/crash/verify',
    '/trail',
    '/trial',
    '/hot',
    '/fav',
    '/recent',
    '/fish',
    '/rng',
    '/pvp',
    '/live',
    '/sports',
    '/esports',
    '/cockfight',
    '/lott',
    '/elott',
    '/livestream',
    '/bgs',
    '/vip',
    '/member/home',
    '/member/benefits',
    '/member/manualRebate',
    '/member/responsibleGaming',
    '/member/kyc',
    '/member/statement',
    '/voucherCenter',
    '/withdraw',
    '/leaderBoard',
    '/gameRecord',
    '/transactionRecord',
    '/rewardCenter',
    '/rewardCenter/wheel',
    '/receivingCenter',
    '/inviteFriends',
    '/agentRegister',
    '/member/agent/team',
    '/member/agent/affiliateUrls',
    '/member/agent/rebates',
    '/member/agent/transfer',
    '/member/agent/getSalaryContract',
    '/member/agent/getDevidendContract',
    '/member/agent/getHourContract',
  ]);
  expect(WITHOUT_SCREEN.map((r) => r.path)).toEqual(['/all']);
});

test('R-NAV-01 /, /m, /m/, /m/home, /m/index and /m/index.html render the home with the home header', async ({
  page,
}) => {
  for (const path of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByTestId('home')).toBeVisible();
      await expect(page.getByTestId('home-header')).toBeVisible();
      await expect(page.getByTestId('top-bar')).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\//);
    });
  }
});

test.describe('R-NAV-28 fallback to /m/home', () => {
  test('R-NAV-28 every route without a screen is replaced by /m/home', async ({ page }) => {
    // The reader found the routes still waiting for their screens; the list shrinks as they land.
    expect(WITHOUT_SCREEN.length).toBeGreaterThan(0);
    await openHome(page);
    // Every path goes through the router as a history entry the browser moves to (fast: no reload) …
    for (const { path } of WITHOUT_SCREEN) {
      await test.step(`/m${path} in the running app`, async () => {
        await page.evaluate((url) => {
          history.pushState(null, '', url);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/m${path}`);
        // Checked on every frame rather than by the slower expect polling; the expect below then reports.
        await page
          .waitForFunction(() => location.pathname === '/m/home', undefined, {
            polling: 'raf',
            timeout: 5_000,
          })
          .catch(() => undefined);
        await expect(page).toHaveURL(/\/m\/home$/);
      });
    }
    await expect(page.getByTestId('home')).toBeVisible();
    // … and each is opened as a fresh page load, which renders the home.
    for (const { path } of WITHOUT_SCREEN) {
      await test.step(`/m${path} loaded`, async () => {
        await page.goto(`/m${path}`);
        await expect(page).toHaveURL(/\/m\/home$/);
        await expect(page.getByTestId('home')).toBeVisible();
      });
    }
  });

  test('R-NAV-28 unknown paths are replaced in history by /m/home', async ({ context }) => {
    for (const path of ['/m/nope/x', '/m/member/unknown']) {
      await test.step(path, async () => {
        const page = await context.newPage();
        await page.goto('/m/help');
        await expect(page.getByTestId('help-panel')).toBeVisible();
        const before = await page.evaluate(() => history.length);
        await page.goto(path);
        await expect(page).toHaveURL(/\/m\/home$/);
        await expect(page.getByTestId('home')).toBeVisible();
        // The unknown path's own entry was replaced, not followed by a second one.
        expect(await page.evaluate(() => history.length)).toBe(before + 1);
        await page.goBack();
        await expect(page).toHaveURL(/\/m\/help$/);
        await page.close();
      });
    }
  });

  test('R-NAV-28 routes with a screen render it', async ({ page }) => {
    for (const path of ['/m/', '/m/home', '/m/index', '/m/index.html']) {
      await page.goto(path);
      await expect(page.getByTestId('home')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
    }
    await page.goto('/m/help');
    await expect(page.getByTestId('help-panel')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/help$/);
    await page.goto('/m/helpDetail');
    await expect(page.getByTestId('help-detail')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/helpDetail$/);
  });
});

test.describe('R-NAV-30 R-NAV-31 R-NAV-33 header and footer per route', () => {
  test('R-NAV-30 R-NAV-31 R-NAV-33 home shows the home header and the footer menu, no top bar', async ({
    page,
  }) => {
    await openHome(page);
    await expect(page.getByTestId('home-header')).toBeVisible();
    await expect(page.getByTestId('home-header').locator('.logo')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
    await expect(page.getByTestId('back-home')).toHaveCount(0);
    await expect(page.getByTestId('footer-menu')).toBeVisible();
  });

  for (const path of ['/m/help', '/m/helpDetail', '/m/notice']) {
    test(`R-NAV-30 R-NAV-31 R-NAV-33 ${path} shows the top bar with a back arrow to /m/ and no footer`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByTestId('top-bar')).toBeVisible();
      await expect(page.getByTestId('home-header')).toHaveCount(0);
      await expect(page.getByTestId('footer-menu')).toHaveCount(0);
      const back = page.getByTestId('back-home');
      await expect(back).toBeVisible();
      await expect(back).toHaveAttribute('href', /^\/m\/?$/);
      await back.tap();
      await expect(page).toHaveURL(/\/m\/?$/);
      await expect(page.getByTestId('home')).toBeVisible();
      await expect(page.getByTestId('footer-menu')).toBeVisible();
    });
  }
});

test('R-NAV-32 the /m/help top bar is titled "Help Centre" and so is the document', async ({ page }) => {
  await page.goto('/m/help');
  await expect(page.getByTestId('top-bar').locator('h1')).toHaveText('Help Centre');
  await expect(page).toHaveTitle(/Help Centre/);
  await page.getByTestId('back-home').tap();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page).toHaveTitle('PerlaPlay');
});
