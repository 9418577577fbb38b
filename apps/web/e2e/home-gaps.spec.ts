import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, freshIp, ops, setRegisterCaptcha, test, withResources } from './account-helpers';
import { workerBaseUrl } from './fixtures';
import { asMember } from './games-helpers';
import { openHome, openSideMenu } from './helpers';

test.beforeAll(() => setRegisterCaptcha(false));

/** A banner of one group, removed by the returned function. */
async function addBanner(group: string, title: string): Promise<() => Promise<string>> {
  const out = await ops(
    'announcement',
    'add',
    '--type',
    'B',
    '--lang',
    'EN',
    '--title',
    title,
    '--group',
    group,
  );
  const id = /announcement (\d+) added/.exec(out)?.[1];
  if (!id) throw new Error(out);
  return () => ops('announcement', 'remove', id);
}

async function asTrial(page: Page, request: APIRequestContext): Promise<void> {
  const res = await request.post('/wps/session/login/freeplay', {
    headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': freshIp() },
    data: { moduleId: 0 },
  });
  const value = (await res.json()).value;
  await page.addInitScript(
    (session) => localStorage.setItem('MC_SESSION_INFO', session),
    JSON.stringify({
      token: value.token,
      merchantCode: 'PERLA',
      userName: 'trial',
      type: 4,
      firstTimeLogin: false,
    }),
  );
}

/** A page of the same phone running as the installed web app. */
async function installedApp(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: true,
    hasTouch: true,
    baseURL: workerBaseUrl(),
  });
  await context.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...real(query), matches: true, media: query } as MediaQueryList)
        : real(query);
  });
  return context.newPage();
}

test.describe('home areas', { tag: '@layout' }, () => {
  test('R-HOME-14 R-HOME-40 the feedback box follows the winner board; a guest is sent to /m/login', async ({
    page,
  }) => {
    await openHome(page);
    const board = page.getByTestId('winner-board');
    const box = page.getByTestId('home-feedback');
    await expect(board).toBeVisible();
    await box.scrollIntoViewIfNeeded();
    const [boardBox, feedbackBox] = [await board.boundingBox(), await box.boundingBox()];
    expect(feedbackBox?.y ?? 0).toBeGreaterThan((boardBox?.y ?? 0) + (boardBox?.height ?? 0) - 1);
    await expect(box.getByTestId('home-feedback-content')).toHaveCount(0);
    await box.getByTestId('home-feedback-login').tap();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('R-HOME-40 a member sends feedback from the home box, cut at 140 characters', async ({
    page,
    request,
  }) => {
    await asMember(page, request);
    // The app download bar slides in over the bottom of the page a moment after load; a tap on the
    // box's button could land on it as it arrives. It has its own tests (install.spec).
    await page.addInitScript(() => localStorage.setItem('hideDownloadBar', '1'));
    await openHome(page);
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    const box = page.getByTestId('home-feedback');
    const content = box.getByTestId('home-feedback-content');
    await content.fill('x'.repeat(150));
    await expect(box.getByTestId('home-feedback-counter')).toHaveText('140/140');
    await content.fill('  The home loads fast.  ');
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/feedback');
    await box.getByTestId('home-feedback-submit').tap();
    const body = (await sent).postDataBuffer()?.toString() ?? '';
    expect(body).toContain('The home loads fast.');
    expect(body).not.toContain('  The home');
    await expect(page.getByText('Thank you! Your feedback has been sent.')).toBeVisible();
    await expect(content).toHaveValue('');
  });

  test('R-HOME-24 the social row shows each configured network and opens it outside the app', async ({
    page,
  }) => {
    const extra = { WHATSAPP: 'https://wa.me/639171234567', VIBER: 'https://invite.viber.com/?g2=perlaplay' };
    await withResources(extra, async () => {
      await openHome(page);
      const row = page.getByTestId('home-social-row');
      const expected = {
        FACEBOOK: 'https://www.facebook.com/perlaplay',
        TELEGRAM: 'https://t.me/perlaplay',
        INSTAGRAM: 'https://www.instagram.com/perlaplay',
        ...extra,
      };
      for (const [type, url] of Object.entries(expected)) {
        const link = row.getByTestId(`social-${type}`);
        await expect(link).toHaveAttribute('href', url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    });
    // Without its link a network is not shown.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('home-social-row').getByTestId('social-TELEGRAM')).toBeVisible();
      await expect(page.getByTestId('social-WHATSAPP')).toHaveCount(0, { timeout: 500 });
    }).toPass();
  });

  test('R-HOME-32 m_live banners show only while the site has live models', async ({ page }) => {
    const removeBanner = await addBanner('m_live', 'Live tables tonight');
    const before = (JSON.parse(await ops('setting', 'list')) as { liveChat: unknown }).liveChat;
    const liveChat = (models: unknown[]) =>
      ops('setting', 'set', 'liveChat', JSON.stringify({ urlTemplate: `${workerBaseUrl()}/m/help`, models }));
    await ops('flag', 'set', 'CBS3', 'on');
    try {
      await liveChat([]);
      const models = page.waitForResponse(/CBS_modelList/);
      await openHome(page);
      await models;
      await expect(page.getByTestId('banners')).toBeVisible();
      await expect(page.getByTestId('live-banners')).toHaveCount(0);

      await liveChat([{ name: 'Andrea', avatarUrl: 'https://cdn.example.com/andrea.png', online: true }]);
      await expect(async () => {
        await page.reload();
        // The page asks for the hosts after the status and the banners: give a busy phone time.
        await expect(page.getByTestId('live-banners')).toContainText('Live tables tonight', {
          timeout: 8_000,
        });
      }).toPass();
    } finally {
      await removeBanner();
      await ops('setting', 'set', 'liveChat', JSON.stringify(before));
      await ops('flag', 'set', 'CBS3', 'off');
    }
  });
});

test('R-REG-12 R-SYS-25 the register screen shows the m_reg banners, asked with types B, m_reg, M and the site merchant', async ({
  page,
}) => {
  const removeBanner = await addBanner('m_reg', 'Welcome bonus on sign-up');
  try {
    const asked = page.waitForRequest((r) => /MCSFE_getListAnnouncements.*groupName=m_reg/.test(r.url()));
    await page.goto('/m/register');
    const query = new URL((await asked).url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ types: 'B', groupName: 'm_reg', platform: 'M' });
    // The one tenant the site is configured for (R-SYS-25), as the game lists send it too.
    expect(query.get('merchantCode')).toBe('PERLA');
    await expect(page.getByTestId('register-banners')).toContainText('Welcome bonus on sign-up');
  } finally {
    await removeBanner();
  }
});

test.describe('side menu entries', () => {
  test('R-MENU-09 R-ROLE-13 the download entry opens the download popup, and is hidden in the installed app', async ({
    page,
    browser,
  }) => {
    await withResources({ Android: `${workerBaseUrl()}/m/help?download=android` }, async () => {
      await openHome(page);
      await openSideMenu(page);
      await page.getByTestId('menu-download').tap();
      await expect(page.getByTestId('download-popup')).toBeVisible();

      const app = await installedApp(browser, page);
      await openHome(app);
      await openSideMenu(app);
      await expect(app.getByTestId('menu-download')).toHaveCount(0);
      await app.context().close();
    });
  });

  test('R-MENU-10 live chat is listed only while CBS3 is on; a guest is sent to /m/login', async ({
    page,
  }) => {
    await ops('flag', 'set', 'CBS3', 'off');
    await openHome(page);
    await openSideMenu(page);
    await expect(page.getByTestId('menu-live-chat')).toHaveCount(0);
    await ops('flag', 'set', 'CBS3', 'on');
    try {
      await expect(async () => {
        await page.reload();
        await openSideMenu(page);
        await expect(page.getByTestId('menu-live-chat')).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await page.getByTestId('menu-live-chat').tap();
      await expect(page).toHaveURL(/\/m\/login$/);
    } finally {
      await ops('flag', 'set', 'CBS3', 'off');
    }
  });

  test('R-MENU-10 a trial account tapping live chat sees free_reject', async ({ page, request }) => {
    await ops('flag', 'set', 'CBS3', 'on');
    try {
      await asTrial(page, request);
      await openHome(page);
      await openSideMenu(page);
      await page.getByTestId('menu-live-chat').tap();
      await expect(
        page.getByText('This is not available on a free trial account.', { exact: false }),
      ).toBeVisible();
    } finally {
      await ops('flag', 'set', 'CBS3', 'off');
    }
  });

  test('R-MENU-11 sign-out is listed only with a session and runs the logout flow', async ({
    page,
    request,
  }) => {
    await openHome(page);
    await openSideMenu(page);
    await expect(page.getByTestId('menu-sign-out')).toHaveCount(0);

    await asMember(page, request);
    await openHome(page);
    await openSideMenu(page);
    await page.getByTestId('menu-sign-out').tap();
    const logout = page.waitForRequest('**/wps/session/logout');
    await page.getByTestId('logout-prompt').getByTestId('dialog-confirm').tap();
    expect((await logout).method()).toBe('DELETE');
    await expect(page.getByTestId('header-login')).toBeVisible();
  });

  test('R-SYS-29 the side menu speed test opens the SpeedTest link outside the app', async ({ page }) => {
    await withResources({ SpeedTest: 'https://speed.example.ph/' }, async () => {
      await openHome(page);
      await openSideMenu(page);
      const entry = page.getByTestId('menu-speed-test');
      await expect(entry).toHaveAttribute('href', 'https://speed.example.ph/');
      await expect(entry).toHaveAttribute('target', '_blank');
    });
  });
});

test.describe('routes', () => {
  test('R-NAV-04 /m/register and /m/register.html both render the registration screen', async ({ page }) => {
    for (const path of ['/m/register', '/m/register.html']) {
      await page.goto(path);
      await expect(page.getByTestId('register-screen')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
    }
  });

  test('R-NAV-09 /m/webEmail renders the inbox for a member', async ({ page, request }) => {
    await asMember(page, request);
    await page.goto('/m/webEmail');
    await expect(page.getByTestId('inbox-empty').or(page.getByTestId('inbox-list'))).toBeVisible();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
  });

  test('R-ERR-14 a guest sent to /m/login from a member-only screen is told to log in first', async ({
    page,
  }) => {
    await page.goto('/m/webEmail');
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.locator('.notices')).toContainText('Please log in first');
  });

  test('R-CONST-14 the winner board asks for limitNum=20', async ({ page }) => {
    const asked = page.waitForRequest(/MCSFE_getRankList|rankList/i);
    await openHome(page);
    expect(new URL((await asked).url()).searchParams.get('limitNum')).toBe('20');
  });
});

test.describe('roles', () => {
  test('R-ROLE-02 a guest browses the public pages, opens register and login, and starts a free trial', async ({
    page,
  }) => {
    const publicPages: [string, string][] = [
      ['/m/home', '[data-testid="home"]'],
      ['/m/rng', '[data-testid="catalogue"]'],
      ['/m/activity', '[data-testid="activity-screen"]'],
      ['/m/notice', '[data-testid="notice-list"], [data-testid="notice-empty"]'],
      ['/m/help', '[data-testid="help-panel"]'],
      ['/m/feedback', '[data-testid="feedback-screen"]'],
      ['/m/app', '[data-testid="app-screen"]'],
      ['/m/register', '[data-testid="register-screen"]'],
      ['/m/login', '[data-testid="login-screen"]'],
    ];
    for (const [path, screen] of publicPages) {
      await page.goto(path);
      await expect(page.locator(screen), path).toBeVisible();
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
    await page.getByTestId('free-trial').tap();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('welcome')).toHaveText('Demo account');
  });

  test('R-ROLE-05 a member sees the balance, the VIP strip, favourites and, with REWCEN3, the reward centre', async ({
    page,
    request,
  }) => {
    await asMember(page, request);
    await openHome(page);
    await expect(page.getByTestId('balance-value')).toBeVisible();
    await expect(page.getByTestId('vip-strip')).toBeVisible();
    await page.goto('/m/fav');
    await expect(page.getByTestId('catalogue')).toHaveAttribute('data-category', 'FAV');
    await expect(page).toHaveURL(/\/m\/fav$/);

    const rewardEntry = page.getByTestId('member-home').getByRole('link', { name: 'Reward centre' });
    await ops('flag', 'set', 'REWCEN3', 'on');
    await page.goto('/m/member/home');
    await rewardEntry.tap();
    await expect(page.getByTestId('reward-center')).toBeVisible();
    await ops('flag', 'set', 'REWCEN3', 'off');
    try {
      await expect(async () => {
        await page.goto('/m/member/home');
        await expect(page.getByTestId('member-sign-out')).toBeVisible({ timeout: 2_000 });
        await expect(rewardEntry).toHaveCount(0, { timeout: 500 });
      }).toPass();
    } finally {
      await ops('flag', 'set', 'REWCEN3', 'on');
    }
  });

  test('R-ROLE-13 the VIP strip needs both a login and the VIP club on', async ({ page, request }) => {
    await openHome(page);
    await expect(page.getByTestId('balance-login')).toBeVisible();
    await expect(page.getByTestId('vip-strip')).toHaveCount(0);

    await asMember(page, request);
    await openHome(page);
    await expect(page.getByTestId('vip-strip')).toBeVisible();
    await ops('flag', 'set', 'VIPCLUB3', 'off');
    try {
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId('balance-value')).toBeVisible({ timeout: 2_000 });
        await expect(page.getByTestId('vip-strip')).toHaveCount(0, { timeout: 500 });
      }).toPass();
    } finally {
      await ops('flag', 'set', 'VIPCLUB3', 'on');
    }
  });
});
