import { expect, setRegisterCaptcha, test } from './account-helpers';
import { asMember, gameListBodies, requestsTo } from './games-helpers';
import { holdRequests, openHome, openSideMenu } from './helpers';

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('game home', { tag: '@layout' }, () => {
  test('R-HOME-06 R-HOME-07 R-HOME-09 R-HOME-10 R-HOME-13 R-CONST-15 R-CONST-16 page type all shows HOT, RNG, LIVE (5 vendors) and FISH with 20 items', async ({
    page,
  }) => {
    const bodies = gameListBodies(page);
    // The first render shows 4 placeholder tiles per section while the games load.
    await page.route('**/wps/relay/GCSGAME_gameList', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await openHome(page);
    await expect(page.getByTestId('home')).toHaveAttribute('data-page-type', 'all');
    await expect(page.getByTestId('home-section-RNG').getByTestId('placeholder-tile')).toHaveCount(4);
    for (const c of ['HOT', 'RNG', 'LIVE', 'FISH'])
      await expect(page.getByTestId(`home-section-${c}`)).toBeVisible();
    const order = await page
      .locator('[data-testid^="home-section-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(order).toEqual(['home-section-HOT', 'home-section-RNG', 'home-section-LIVE', 'home-section-FISH']);
    await expect(page.getByTestId('home-section-RNG').getByTestId('game-tile').first()).toBeVisible();
    expect(await page.getByTestId('home-section-RNG').getByTestId('game-tile').count()).toBeLessThanOrEqual(
      20,
    );
    await expect(page.getByTestId('home-section-FISH').getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('home-section-LIVE').locator('[data-testid^="vendor-tile-"]')).toHaveCount(
      5,
    );
    const sections = bodies.filter((b) => b.gameType === 'RNG' || b.gameType === 'FISH');
    expect(sections.length).toBeGreaterThanOrEqual(2);
    for (const body of sections)
      expect(body).toMatchObject({
        pageNo: 1,
        pageSize: 20,
        platform: 'html5',
        language: 'EN',
        clientType: 2,
      });
  });

  test('R-HOME-11 R-NAV-02 a view-all link, or the query itself, switches the home to page type list for that category', async ({
    page,
  }) => {
    await openHome(page);
    // The sections above it push the link down as their games arrive: a tap made before they are
    // in lands where the link was (it failed so once on CI).
    for (const section of ['HOT', 'RNG'])
      await expect(
        page.getByTestId(`home-section-${section}`).getByTestId('game-tile').first(),
      ).toBeVisible();
    await page.getByTestId('view-all-RNG').tap();
    await expect(page).toHaveURL(/\/m\/home\?pageType=list&gameType=RNG$/);
    await expect(page.getByTestId('home')).toHaveAttribute('data-page-type', 'list');
    await expect(page.getByTestId('catalogue')).toHaveAttribute('data-category', 'RNG');
    await expect(page.getByTestId('paging-label')).toContainText('Page 1 /');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.goto('/m/home?pageType=list&gameType=FISH');
    await expect(page.getByTestId('home')).toHaveAttribute('data-page-type', 'list');
    await expect(page.getByTestId('catalogue')).toHaveAttribute('data-category', 'FISH');
  });

  test('R-HOME-12 R-GAMES-26 a home search trims the term and switches to page type filter', async ({
    page,
  }) => {
    const bodies = gameListBodies(page);
    await openHome(page);
    await page.getByTestId('home-search').locator('input').fill('   Aviator   ');
    await page.getByTestId('home-search').locator('input').press('Enter');
    await expect(page).toHaveURL(/pageType=filter&gameName=Aviator$/);
    await expect(page.getByTestId('home')).toHaveAttribute('data-page-type', 'filter');
    await expect(page.getByTestId('home-filter').getByTestId('game-tile').first()).toContainText(/Aviator/i);
    expect(bodies.some((b) => b.gameName === 'Aviator' && b.gameType === '')).toBe(true);
    expect(bodies.some((b) => typeof b.gameName === 'string' && b.gameName !== b.gameName.trim())).toBe(
      false,
    );
  });

  test('R-GAMES-51 a search without results shows the no-data state and why', async ({ page }) => {
    await page.goto('/m/home?pageType=filter&gameName=zzzz-no-such-game');
    await expect(page.getByTestId('games-empty-title')).toHaveText('No data');
    await expect(page.getByTestId('games-empty-why')).toHaveText(
      'No game matches that name. Check the spelling or try part of the name.',
    );
  });

  test('R-HOME-15 the marquee shows the no-announcement text when there are none', async ({ page }) => {
    await page.route('**/wps/relay/MCSFE_getListAnnouncements*', (route) =>
      route.fulfill({ json: { success: true, value: { list: [] }, code: null, message: 'ok' } }),
    );
    await openHome(page);
    await expect(page.getByTestId('marquee')).toHaveText('No announcements right now');
    await expect(page.getByTestId('banners')).toHaveCount(0);
  });

  test('R-HOME-16 R-HOME-38 the marquee scrolls the titles; a tap marks the notice read and opens /m/notice at its index', async ({
    page,
    request,
  }) => {
    await asMember(page, request);
    const asked = requestsTo(page, '/wps/relay/MCSFE_getListAnnouncements');
    const notice = (id: number, title: string) => ({
      id,
      announcementId: id,
      type: 'PL',
      groupName: null,
      title,
      content: '',
      imageUrl: '',
      url: '',
      linkage: '',
      read: false,
      publishedAt: '2026-01-01T00:00:00.000Z',
    });
    await page.route('**/wps/relay/MCSFE_getListAnnouncements*', (route) =>
      route.fulfill({
        json: {
          success: true,
          value: { list: [notice(1, 'Server upgrade tonight'), notice(2, 'New slots every week')] },
          code: null,
          message: 'ok',
        },
      }),
    );
    await openHome(page);
    const items = page.getByTestId('marquee-item');
    await expect(items).toHaveText(['Server upgrade tonight', 'New slots every week']);
    expect(asked[0]?.searchParams.get('types')).toBe('B,PL,PU,H');
    expect(asked[0]?.searchParams.get('groupName')).toBe('');
    const marked = page.waitForRequest((r) => r.url().includes('/wps/relay/MCSFE_markAnnouncementAsRead'));
    await items.nth(1).dispatchEvent('click');
    expect((await marked).postDataJSON()).toEqual({ announcementId: 2, read: true });
  });

  test('R-HOME-17 R-HOME-18 the m_home banners loop only when there is more than one', async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId('banner').first()).toBeVisible();
    const count = await page.getByTestId('banner').count();
    await expect(page.getByTestId('banners')).toHaveAttribute('data-loops', String(count > 1));
  });

  test('R-HOME-34 R-HOME-35 R-HOME-37 the winner board lists real wins with masked names and 2 decimals, looping above 3', async ({
    page,
  }) => {
    await openHome(page);
    const board = page.getByTestId('winner-board');
    await expect(board).toBeVisible();
    const rows = board.getByTestId('winner-row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    await expect(board).toHaveAttribute('data-loops', String(count > 3));
    await expect(rows.first().getByText(/\*\*\*/)).toBeVisible();
    await expect(rows.first().getByText(/^₱[\d,]+\.\d\d$/)).toBeVisible();
  });

  test('R-HOME-37 the winner board is hidden when there are no wins', async ({ page }) => {
    await page.route('**/wps/relay/GCSGAME_getRankList*', (route) =>
      route.fulfill({ json: { success: true, value: { list: [] }, code: null, message: 'ok' } }),
    );
    await openHome(page);
    await expect(page.getByTestId('home-section-HOT')).toBeVisible();
    await expect(page.getByTestId('winner-board')).toHaveCount(0);
  });

  test('R-HOME-36 a guest tapping play now on the winner board is asked in, and Log in opens /m/login', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByTestId('winner-play').first().dispatchEvent('click');
    const sheet = page.getByTestId('guest-game');
    await expect(sheet.getByRole('heading')).toHaveText(/^Log in to play ./);
    await sheet.getByTestId('guest-game-login').tap();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('R-HOME-41 R-HOME-28 R-CONST-29 R-CONST-32 the games line is true, and the footer claims only what holds', async ({
    page,
  }) => {
    await openHome(page);
    // The fixture holds about 1,000 launchable games.
    await expect(page.getByTestId('games-count')).toHaveText('Over 600 games to play');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByTestId('footer-services')).toContainText('Competitive odds');
    await expect(footer).not.toContainText('Highest Odds');
    // No badges and no 24/7 claim unless the operator configured them.
    await expect(footer.getByTestId('footer-services')).not.toContainText('24/7');
    await expect(footer.locator('[data-testid^="footer-badges-"]')).toHaveCount(0);
    await expect(footer.getByTestId('footer-vendors').locator('> *')).not.toHaveCount(0);
    await expect(footer.getByTestId('copyright')).toHaveText('© 2024 PerlaPlay. All rights reserved.');
  });

  test('R-HOME-22 a vendor in the footer opens its providers page', async ({ page }) => {
    await openHome(page);
    await page.getByTestId('footer-vendor-JILI').tap();
    await expect(page).toHaveURL(/\/m\/providers\?vassalage=JILI$/);
    await expect(page.getByTestId('providers-screen').locator('h1')).toHaveText('JILI');
  });

  test('R-HOME-29 a footer category opens that category on the home', async ({ page }) => {
    await openHome(page);
    // The footer sits below the sections: tap it only once they have their tiles, or the tap lands
    // where the footer was before the tiles pushed it down.
    await expect(page.getByTestId('home-section-FISH').getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('footer-category-FISH').scrollIntoViewIfNeeded();
    await page.getByTestId('footer-category-FISH').tap();
    await expect(page).toHaveURL(/pageType=list&gameType=FISH$/);
    await expect(page.getByTestId('catalogue')).toHaveAttribute('data-category', 'FISH');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('R-HOME-01 a logged-in member sees the VIP strip with the VIP label and a benefits link', async ({
    page,
    request,
  }) => {
    const member = await asMember(page, request);
    await openHome(page);
    const strip = page.getByTestId('vip-strip');
    await expect(strip.getByTestId('vip-name')).toHaveText(member.username);
    await expect(strip.getByTestId('vip-label')).toHaveText(/^VIP \S+/);
    await expect(strip.getByTestId('vip-benefits')).toHaveAttribute('href', '/m/member/benefits');
  });

  test('R-HOME-01 guests see no VIP strip', async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId('home-section-HOT')).toBeVisible();
    await expect(page.getByTestId('vip-strip')).toHaveCount(0);
  });

  test('R-HOME-30 R-GAMES-05 the vendor data is cached in local storage and shown at once on the next visit', async ({
    page,
  }) => {
    await openHome(page);
    await expect(page.getByTestId('home-section-RNG')).toBeVisible();
    const cached = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('MC_VENDOR_GAME_TYPES') ?? 'null'),
    );
    expect(cached.language).toBe('EN');
    expect(cached.data.sorting.length).toBeGreaterThan(3);
    // Next visit: the vendor call hangs, yet the sections come from the cache straight away.
    await page.route('**/wps/relay/GCSGAME_getVassGameType*', () => undefined);
    await page.reload();
    await expect(page.getByTestId('home-section-RNG')).toBeVisible();
  });

  test('R-HOME-30 the home shows a loading indicator until the vendor data has loaded', async ({ page }) => {
    const release = await holdRequests(page, '**/wps/relay/GCSGAME_getVassGameType*');
    await page.goto('/m/home');
    await expect(page.getByTestId('home').getByTestId('page-spinner')).toBeVisible();
    await expect(page.getByTestId('home-all')).toHaveCount(0);
    release();
    await expect(page.getByTestId('home-all')).toBeVisible();
  });

  test('R-HOME-31 R-GAMES-05 the vendor data reloads 250 ms after a language change, in the new language', async ({
    page,
  }) => {
    // Note when the new language is stored, on the page's own clock; keep every resource timing (the
    // browser keeps 250 by default, and the catalogue's pictures can fill that before the vendor call).
    await page.addInitScript(() => {
      performance.setResourceTimingBufferSize(10_000);
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'language')
          (window as unknown as { languageStoredAt: number }).languageStoredAt = performance.now();
        return setItem.call(this, key, value);
      };
    });
    const asked = requestsTo(page, '/wps/relay/GCSGAME_getVassGameType');
    await openHome(page);
    await expect(page.getByTestId('home-section-RNG')).toBeVisible();
    await expect.poll(() => asked.length).toBe(1);
    await page.getByTestId('language-header').tap();
    await page.getByTestId('language-option-PT').tap();
    await expect.poll(() => asked.length).toBe(2);
    expect(asked[1]?.searchParams.get('language')).toBe('PT');
    // The browser records a resource timing only once its response has ended, after the request
    // event Playwright reports: wait for it.
    const readTimes = () =>
      page.evaluate(() => ({
        storedAt: (window as unknown as { languageStoredAt: number }).languageStoredAt,
        vendorsAt:
          performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes('GCSGAME_getVassGameType') && e.name.includes('language=PT'))
            ?.startTime ?? null,
      }));
    await expect.poll(async () => (await readTimes()).vendorsAt).not.toBeNull();
    const { storedAt, vendorsAt } = await readTimes();
    expect((vendorsAt ?? 0) - storedAt).toBeGreaterThanOrEqual(250);
    await page.waitForTimeout(500);
    expect(asked).toHaveLength(2);
  });
});

test.describe('side menu', () => {
  test('R-MENU-05 R-GAMES-03 R-GAMES-04 categories run HOME, FAV, RECENT, HOT, then the vendor-sorted ones', async ({
    page,
  }) => {
    await openHome(page);
    await openSideMenu(page);
    await expect(page.getByTestId('menu-category-LIVESTREAM')).toBeVisible();
    const ids = await page
      .getByTestId('menu-categories')
      .locator('a')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.replace('menu-category-', '')));
    expect(ids.slice(0, 4)).toEqual(['HOME', 'FAV', 'RECENT', 'HOT']);
    const at = (c: string) => ids.indexOf(c);
    expect(at('RNG')).toBe(4);
    expect(at('BGS')).toBe(at('LIVE') + 1);
    expect(at('COCKFIGHT')).toBe(at('SPORTS') + 1);
    expect(at('ESPORTS')).toBe(at('SPORTS') + 2);
    await page.getByTestId('menu-category-LIVE').tap();
    await expect(page).toHaveURL(/\/m\/live$/);
    await expect(page.getByTestId('side-menu-layer')).toHaveAttribute('aria-hidden', 'true');
  });

  test('R-MENU-05 an install with no hot games yet leaves HOT out of the menu instead of leading to an empty page', async ({
    page,
  }) => {
    await page.route('**/wps/relay/GCSGAME_hotGamesV2*', (route) =>
      route.fulfill({ json: { success: true, value: { list: [] }, code: null, message: 'ok' } }),
    );
    await openHome(page);
    await openSideMenu(page);
    await expect(page.getByTestId('menu-category-RNG')).toBeVisible();
    await expect(page.getByTestId('menu-category-HOT')).toHaveCount(0);
    const ids = await page
      .getByTestId('menu-categories')
      .locator('a')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.replace('menu-category-', '')));
    expect(ids.slice(0, 4)).toEqual(['HOME', 'FAV', 'RECENT', 'RNG']);
    await expect(page.getByTestId('home-all').getByTestId('home-section-HOT')).toHaveCount(0);
  });

  test('R-MENU-05 until the hot list is known, the entries that could still move wait as placeholders', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/wps/relay/GCSGAME_hotGamesV2*');
    await openHome(page);
    await openSideMenu(page);
    const menu = page.getByTestId('menu-categories');
    const placeholders = menu.locator('.skeleton');
    await expect(placeholders).toHaveCount(9);
    await expect(placeholders.first()).toHaveAttribute('aria-hidden', 'true');
    expect(await menu.locator('a').count()).toBe(3);
    const boxesOf = () =>
      menu
        .locator('a')
        .evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect().toJSON()));
    const before = await boxesOf();
    const placeholderBox = await placeholders.first().boundingBox();

    release();
    await expect(page.getByTestId('menu-category-RNG')).toBeVisible();
    await expect(placeholders).toHaveCount(0);
    expect(await boxesOf()).toEqual(before);
    // A placeholder stands where HOT now is, with its height.
    const hot = await page.getByTestId('menu-category-HOT').boundingBox();
    expect(hot?.y).toBeCloseTo(placeholderBox?.y ?? -1, 0);
    expect(hot?.height).toBeCloseTo(placeholderBox?.height ?? -1, 0);
  });

  test('R-MENU-06 a guest tapping FAV or RECENT goes to /m/login', async ({ page }) => {
    for (const entry of ['FAV', 'RECENT']) {
      await openHome(page);
      await openSideMenu(page);
      await page.getByTestId(`menu-category-${entry}`).tap();
      await expect(page).toHaveURL(/\/m\/login$/);
    }
  });

  test('R-MENU-02 R-MENU-12 a menu search closes the menu and opens the home filter with the trimmed term', async ({
    page,
  }) => {
    await page.goto('/m/rng');
    await openSideMenu(page);
    const input = page.getByTestId('menu-search').locator('input');
    await input.fill('  Dragon  ');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/m\/home\?pageType=filter&gameName=Dragon$/);
    await expect(page.getByTestId('side-menu-layer')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByTestId('home-filter').getByTestId('game-tile').first()).toBeVisible();
  });

  test('R-MENU-13 the menu highlights the current category', async ({ page }) => {
    await page.goto('/m/rng');
    await openSideMenu(page);
    await expect(page.getByTestId('menu-category-RNG')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('menu-category-HOME')).not.toHaveAttribute('aria-current', 'page');
  });

  test('R-NAV-36 the footer Live and Slots items lead to their category screens', async ({ page }) => {
    await openHome(page);
    await page.getByTestId('footer-live').tap();
    await expect(page.getByTestId('vendor-grid')).toBeVisible();
    await page.getByTestId('footer-rng').tap();
    await expect(page.getByTestId('catalogue')).toHaveAttribute('data-category', 'RNG');
  });
});
