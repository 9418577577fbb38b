import { expect, ops, setRegisterCaptcha, test } from './account-helpers';
import { gameListBodies, RNG_VENDORS, tiles } from './games-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('category pages', () => {
  test('R-GAMES-06 R-GAMES-09 R-GAMES-11 R-GAMES-12 R-GAMES-27 R-CONST-16 R-CONST-17 the RNG page shows search, classification bar, tiles and paging', async ({
    page,
  }) => {
    const bodies = gameListBodies(page);
    await page.goto('/m/rng');
    await expect(page.getByTestId('game-search')).toBeVisible();
    await expect(page.getByTestId('classify-bar')).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    // Up to 24 a page; BGS games have their own category (R-GAMES-03).
    expect(await tiles(page).count()).toBeLessThanOrEqual(24);
    await expect(tiles(page).getByTestId('game-vendor').filter({ hasText: /^BGS$/ })).toHaveCount(0);
    await expect(page.getByTestId('paging-label')).toHaveText(/^Page 1 \/ \d+$/);
    const first = tiles(page).first();
    await expect(first.getByTestId('game-name')).not.toHaveText('');
    await expect(first.getByTestId('game-type')).not.toHaveText('');
    await expect(first.getByTestId('game-vendor')).not.toHaveText('');
    await expect(first.getByTestId('fav-star')).toHaveAttribute('aria-pressed', 'false');
    const nodeId = Number(await first.getAttribute('data-node-id'));
    await expect(first.locator('[data-variant]')).toHaveAttribute('data-variant', String((nodeId % 8) + 1));
    // H-1: no invented online counts; one shows only where the server sends one.
    await expect(page.getByTestId('online-count')).toHaveCount(0);
    expect(bodies[0]).toEqual({
      merchant: 'PERLA',
      platform: 'html5',
      gameName: '',
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 24,
      vassalage: '',
      gameClassify: '',
      isNew: null,
      minBet: null,
      minLine: null,
      language: 'EN',
      clientType: 2,
    });
  });

  test('R-GAMES-20 R-GAMES-21 R-GAMES-22 more games appends the next page; a classification replaces from page 1', async ({
    page,
  }) => {
    const bodies = gameListBodies(page);
    await page.goto('/m/rng');
    await expect(tiles(page).first()).toBeVisible();
    const firstPage = await tiles(page).count();
    const firstId = await tiles(page).first().getAttribute('data-node-id');
    await page.getByTestId('more-games').tap();
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(firstPage + 12);
    await expect(page.getByTestId('paging-label')).toHaveText(/^Page 2 \/ \d+$/);
    await expect(tiles(page).first()).toHaveAttribute('data-node-id', firstId ?? '');
    expect(bodies.at(-1)).toMatchObject({ pageNo: 2 });
    await page.getByTestId('classify-SLOT').tap();
    await expect(page.getByTestId('paging-label')).toHaveText(/^Page 1 \/ \d+$/);
    await expect.poll(() => tiles(page).count()).toBeLessThanOrEqual(24);
    expect(bodies.at(-1)).toMatchObject({ pageNo: 1, gameClassify: 'SLOT', isNew: null });
  });

  test('R-GAMES-21 on the last page "more games" is disabled', async ({ page }) => {
    // A vendor of a few pages: a list of one page has no pager at all (home-screen.spec.ts).
    await page.goto('/m/providers?vassalage=PG');
    await page.getByTestId('classify-ALL').tap();
    const label = page.getByTestId('paging-label');
    await expect(label).toHaveText(/^Page 1 \/ \d+$/);
    const pages = Number((await label.textContent())?.split('/')[1]);
    for (let i = 1; i < pages; i++) await page.getByTestId('more-games').tap();
    await expect(label).toHaveText(`Page ${pages} / ${pages}`);
    await expect(page.getByTestId('more-games')).toBeDisabled();
  });

  test('R-GAMES-13 R-GAMES-14 R-VAL-23 the filter panel offers classify, the exact minimum bets, vendors, game name and reset', async ({
    page,
  }) => {
    await page.goto('/m/rng');
    await page.getByTestId('filter-open').tap();
    const panel = page.getByTestId('filter-panel');
    await expect(panel).toBeInViewport();
    await expect(panel.getByTestId('filter-min-bet').locator('button')).toHaveText([
      'All',
      '₱0.01',
      '₱0.05',
      '₱0.10',
      '₱0.50',
      '₱0.75',
    ]);
    await expect(panel.locator('[data-testid^="filter-vendor-"]')).toHaveCount(RNG_VENDORS.length);
    await expect(panel.getByTestId('filter-vendor-BGS')).toHaveCount(0);
    await expect(panel.getByTestId('filter-game-name')).toBeVisible();
    await expect(panel.getByTestId('filter-reset')).toBeVisible();
  });

  test('R-GAMES-13 the minimum bet is offered on RNG only', async ({ page }) => {
    await page.goto('/m/fish');
    await page.getByTestId('filter-open').tap();
    await expect(page.getByTestId('filter-panel')).toBeInViewport();
    await expect(page.getByTestId('filter-min-bet')).toHaveCount(0);
  });

  test('R-GAMES-15 re-tapping the selected vendor deselects it', async ({ page }) => {
    const bodies = gameListBodies(page);
    await page.goto('/m/rng');
    await page.getByTestId('filter-open').tap();
    const pg = page.getByTestId('filter-vendor-PG');
    await pg.tap();
    await expect(pg).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => bodies.at(-1)?.vassalage).toBe('PG');
    await expect
      .poll(async () => [...new Set(await tiles(page).getByTestId('game-vendor').allTextContents())])
      .toEqual(['PG Soft']);
    await pg.tap();
    await expect(pg).toHaveAttribute('aria-pressed', 'false');
    // Back to every vendor (the unfiltered first page, from the cache or the server).
    await expect
      .poll(async () => new Set(await tiles(page).getByTestId('game-vendor').allTextContents()).size)
      .toBeGreaterThan(1);
  });

  test('R-GAMES-24 R-GAMES-25 a different vendor clears the game name and switches the classification to All', async ({
    page,
  }) => {
    const bodies = gameListBodies(page);
    await page.goto('/m/rng');
    await page.getByTestId('classify-SLOT').tap();
    await page.getByTestId('filter-open').tap();
    const panel = page.getByTestId('filter-panel');
    await panel.getByTestId('filter-game-name').fill('Dragon');
    await panel.getByTestId('filter-game-name').press('Enter');
    await expect.poll(() => bodies.at(-1)).toMatchObject({ gameName: 'Dragon', gameClassify: 'SLOT' });
    await panel.getByTestId('filter-vendor-JILI').tap();
    await expect(panel.getByTestId('filter-classify-ALL')).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByTestId('filter-game-name')).toHaveValue('');
    await expect
      .poll(() => bodies.at(-1))
      .toMatchObject({ vassalage: 'JILI', gameName: '', gameClassify: '' });
    // The stored classification was cleared with it (R-GAMES-24).
    expect(await page.evaluate(() => sessionStorage.getItem('MC_GAME_CLASSIFY_RNG'))).toBeNull();
  });

  test('R-GAMES-23 R-GAMES-28 New clears the vendor and sends isNew=1', async ({ page }) => {
    const bodies = gameListBodies(page);
    await page.goto('/m/rng');
    await page.getByTestId('filter-open').tap();
    const panel = page.getByTestId('filter-panel');
    await panel.getByTestId('filter-vendor-PP').tap();
    await expect.poll(() => bodies.at(-1)?.vassalage).toBe('PP');
    await panel.getByTestId('filter-classify-NEW').tap();
    await expect(panel.getByTestId('filter-vendor-PP')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => bodies.at(-1)).toMatchObject({ isNew: 1, vassalage: '' });
    await panel.getByTestId('filter-done').tap();
    await expect(page.getByTestId('filter-panel')).not.toBeInViewport();
  });

  test('R-GAMES-16 reset clears every filter', async ({ page }) => {
    const bodies = gameListBodies(page);
    await page.goto('/m/rng');
    await page.getByTestId('filter-open').tap();
    const panel = page.getByTestId('filter-panel');
    await panel.getByTestId('filter-vendor-PG').tap();
    await panel.getByTestId('filter-min-bet').getByText('₱0.50').tap();
    await expect.poll(() => bodies.at(-1)).toMatchObject({ vassalage: 'PG', minBet: 0.5 });
    await panel.getByTestId('filter-reset').tap();
    await expect(panel.getByTestId('filter-vendor-PG')).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.getByTestId('filter-min-bet').getByText('All')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(panel.getByTestId('filter-classify-ALL')).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(async () => new Set(await tiles(page).getByTestId('game-vendor').allTextContents()).size)
      .toBeGreaterThan(1);
  });

  test('R-NAV-21 R-GAMES-26 R-VAL-20 the page search trims its term; /m/rng?gameName= starts with that search', async ({
    page,
  }) => {
    const bodies = gameListBodies(page);
    await page.goto('/m/rng?gameName=Dragon');
    await expect(page.getByTestId('game-search').locator('input')).toHaveValue('Dragon');
    await expect.poll(() => bodies.at(-1)?.gameName).toBe('Dragon');
    await page.getByTestId('game-search').locator('input').fill('   Fortune   ');
    await page.getByTestId('game-search').locator('input').press('Enter');
    await expect.poll(() => bodies.at(-1)).toMatchObject({ gameName: 'Fortune', pageNo: 1 });
    await expect(tiles(page).first()).toContainText('Fortune');
    // Spaces only: the unfiltered list.
    await page.getByTestId('game-search').locator('input').fill('    ');
    await page.getByTestId('game-search').locator('input').press('Enter');
    await expect.poll(() => bodies.at(-1)?.gameName).toBe('');
  });

  test('R-GAMES-17 R-GAMES-18 the classification defaults to Crash for in-house games and is kept per category for the session', async ({
    page,
  }) => {
    await page.goto('/m/providers?vassalage=ORIG');
    await expect(page.getByTestId('providers-screen').locator('h1')).toHaveText('Perla Originals');
    await expect(page.getByTestId('classify-CRASH')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/m/rng');
    await expect(page.getByTestId('classify-ALL')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('classify-JACKPOT').tap();
    await page.goto('/m/pvp');
    await expect(page.getByTestId('classify-ALL')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/m/rng');
    await expect(page.getByTestId('classify-JACKPOT')).toHaveAttribute('aria-selected', 'true');
  });

  test('R-NAV-14 R-GAMES-03 R-GAMES-49 the BGS category and a providers page list only their vendor games', async ({
    page,
  }) => {
    const bodies = gameListBodies(page);
    await page.goto('/m/bgs');
    await expect(tiles(page).first()).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'BGS' });
    expect(new Set(await tiles(page).getByTestId('game-vendor').allTextContents()).size).toBe(1);
    await page.goto('/m/providers?vassalage=PG');
    await expect(page.getByTestId('providers-screen').locator('h1')).toHaveText('PG Soft');
    await expect(tiles(page).first()).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ vassalage: 'PG', gameType: 'RNG' });
    const vendors = await tiles(page).getByTestId('game-vendor').allTextContents();
    expect(new Set(vendors)).toEqual(new Set(['PG Soft']));
  });

  test('R-GAMES-07 vendor categories show a grid of vendor tiles', async ({ page }) => {
    await page.goto('/m/live');
    await expect(page.locator('[data-testid^="vendor-tile-"]')).toHaveCount(6);
    await page.goto('/m/esports');
    await expect(page.getByTestId('vendor-tile-IA')).toBeVisible();
    await expect(page.getByTestId('vendor-tile-PIN')).toHaveCount(0);
    await page.goto('/m/cockfight');
    await expect(page.getByTestId('vendor-tile-SV388')).toBeVisible();
  });

  test('R-NAV-36 R-GAMES-51 without a live-dealer vendor the Live tab says so and offers the house games that run live rounds', async ({
    page,
  }) => {
    const liveVendors = ['EVO', 'SEXY', 'DG', 'SA', 'WM', 'PPL'];
    for (const code of liveVendors) await ops('vendor', 'disable', code);
    try {
      await page.goto('/m/home');
      await page.getByTestId('footer-live').tap();
      await expect(page).toHaveURL(/\/m\/live$/);
      const fallback = page.getByTestId('live-fallback');
      await expect(fallback.getByTestId('games-empty-why')).toHaveText(
        'No live dealer tables are connected yet. These house games play out in real time for every player at once: join the next round.',
      );
      await expect(fallback.getByRole('heading', { name: 'Live rounds now' })).toBeVisible();
      await expect(page.locator('[data-testid^="vendor-tile-"]')).toHaveCount(0);
      await expect(tiles(page).getByTestId('game-name')).toHaveText([
        'Crash',
        'Pick 3 Fast',
        'Pick 2 Express',
      ]);
      // The tiles launch: a guest is offered the demo of Crash and lands in its round.
      await tiles(page).filter({ hasText: 'Crash' }).getByRole('button').first().tap();
      const sheet = page.getByTestId('guest-game');
      await expect(sheet.getByRole('heading')).toHaveText('Log in to play Crash');
      await sheet.getByTestId('guest-game-demo').tap();
      await expect(page).toHaveURL(/\/m\/house\/crash\?token=/);
    } finally {
      for (const code of liveVendors) await ops('vendor', 'enable', code);
    }
    await page.goto('/m/live');
    await expect(page.locator('[data-testid^="vendor-tile-"]')).toHaveCount(6);
    await expect(page.getByTestId('live-fallback')).toHaveCount(0);
  });

  test('R-NAV-17 /m/gameCenter tabs every category with games and shows the chosen one; /m/slotsCenter is the slots centre', async ({
    page,
  }) => {
    const bodies = gameListBodies(page);
    await page.goto('/m/gameCenter');
    const center = page.getByTestId('game-center');
    // The catalogue's categories in the home's order, each only when it has games; the first is open.
    const tabs = center.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('data-testid', 'center-tab-RNG');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(center.getByTestId('center-tab-RNG')).toBeVisible();
    await expect(center.getByTestId('center-tab-LIVE')).toBeVisible();
    await center.getByTestId('center-tab-RNG').tap();
    await expect(page).toHaveURL(/\/m\/gameCenter\?category=RNG$/);
    await expect(center.getByTestId('center-tab-RNG')).toHaveAttribute('aria-selected', 'true');
    await expect(tiles(page).first()).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ gameType: 'RNG', pageNo: 1 });
    await center.getByTestId('center-tab-LIVE').tap();
    await expect(page.locator('[data-testid^="vendor-tile-"]')).toHaveCount(6);
    // Reloaded, the address keeps the tab.
    await page.reload();
    await expect(center.getByTestId('center-tab-LIVE')).toHaveAttribute('aria-selected', 'true');

    await page.goto('/m/slotsCenter');
    await expect(page.getByTestId('category-screen')).toBeVisible();
    await expect(page.getByTestId('classify-bar')).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ gameType: 'RNG' });
  });

  test('R-NAV-15 R-GAMES-19 /m/gameList?gameType=&vassalage= lists one category of one vendor', async ({
    page,
  }) => {
    const bodies = gameListBodies(page);
    await page.goto('/m/gameList?gameType=FISH&vassalage=JILI');
    await expect(tiles(page).first()).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ gameType: 'FISH', vassalage: 'JILI' });
  });
});
