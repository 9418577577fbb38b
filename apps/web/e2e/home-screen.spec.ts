import type { Locator, Page } from '@playwright/test';
import { expect, ops, setRegisterCaptcha, test } from './account-helpers';
import { asMember, tiles } from './games-helpers';
import { openHome } from './helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const SIGN_UP = /register|sign up|create (your|an|a free) account/i;

/** The links and buttons of the screen (header included) that invite the visitor to sign up. */
const signUpPrompts = (page: Page) => page.locator('a, button').filter({ hasText: SIGN_UP });

/** The home with every area loaded, so that nothing moves while it is measured. */
async function openLoadedHome(page: Page): Promise<void> {
  await openHome(page);
  await expect(page.getByTestId('home-section-FISH').getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('banner').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** An m_home banner of the operator's leading to sign-up, added to the real announcements. */
async function withSignUpBanner(page: Page): Promise<void> {
  await page.route('**/wps/relay/MCSFE_getListAnnouncements*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.value.list.push({
      id: 910001,
      announcementId: 910001,
      type: 'B',
      groupName: 'm_home',
      title: 'Join today',
      content: '<p>Create your account in a minute.</p>',
      imageUrl: '/m/banners/welcome.svg',
      url: '/m/register',
      linkage: '',
      read: false,
      publishedAt: '2026-11-01T00:00:00.000Z',
    });
    await route.fulfill({ response, json: body });
  });
}

test.describe('home prompts', () => {
  test('R-NAV-39 R-HOME-17 a guest gets one sign-up prompt, the header Register', async ({ page }) => {
    await openLoadedHome(page);
    await expect(signUpPrompts(page)).toHaveCount(1);
    await expect(signUpPrompts(page)).toHaveAttribute('data-testid', 'header-register');
  });

  test('R-HOME-17 a member gets no sign-up prompt, not even from an operator banner leading to it', async ({
    page,
    request,
  }) => {
    await asMember(page, request);
    await withSignUpBanner(page);
    await openLoadedHome(page);
    await expect(page.getByTestId('welcome')).toBeVisible();
    await expect(page.getByTestId('banner').filter({ hasText: 'Join today' })).toHaveCount(0);
    await expect(signUpPrompts(page)).toHaveCount(0);
    await expect(page.getByTestId('home')).not.toContainText(SIGN_UP);
  });
});

/** The top of what floats above the page's end: the footer menu and whatever the home's dock holds. */
async function floatingTop(page: Page): Promise<number> {
  const tops = await page
    .locator('.footer-menu, [data-testid="home-dock"] > *')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
  return Math.min(...tops);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

test.describe('nothing fixed covers the home', () => {
  let resourceId: number | null = null;

  test.beforeAll(async ({ baseURL }) => {
    await ops('resource', 'add', 'Android', `${baseURL}/m/help?download=android`);
    const all = JSON.parse(await ops('resource', 'list')) as { id: number; url: string }[];
    resourceId = all.find((r) => r.url.endsWith('?download=android'))?.id ?? null;
  });

  test.afterAll(async () => {
    if (resourceId !== null) await ops('resource', 'remove', String(resourceId));
  });

  test('R-HOME-23 R-DL-01 at 360×800 every title scrolls clear of the header, the bar and the button; the end clears them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openLoadedHome(page);
    await expect(page.getByTestId('download-bar')).toBeVisible();
    const fab = page.getByTestId('service-fab');
    await expect(fab).toBeVisible();
    // The button and the bar stack without touching each other or the footer menu.
    const fabBox = await boxOf(fab);
    const barBox = await boxOf(page.getByTestId('download-bar'));
    const menuBox = await boxOf(page.locator('.footer-menu'));
    expect(fabBox.y + fabBox.height).toBeLessThanOrEqual(barBox.y);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(menuBox.y);

    const titles = page.locator('[data-testid="home"] h2:visible');
    const count = await titles.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const title = titles.nth(i);
      const text = await title.textContent();
      for (const block of ['start', 'end'] as const) {
        await title.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
        const box = await boxOf(title);
        const headerBottom = (await boxOf(page.getByTestId('home-header'))).y + 56;
        expect(box.y, `${text} (${block}) below the header`).toBeGreaterThanOrEqual(headerBottom - 1);
        expect(box.y + box.height, `${text} (${block}) above what floats`).toBeLessThanOrEqual(
          await floatingTop(page),
        );
      }
    }

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await boxOf(page.getByTestId('copyright'));
    expect(last.y + last.height).toBeLessThanOrEqual(await floatingTop(page));
  });
});

test.describe('customer service', () => {
  test('R-HOME-23 a floating button of 44 px or more, named, stays on the home and opens the customer-service entry', async ({
    page,
    context,
  }) => {
    await context.route('https://t.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'support' }),
    );
    await openLoadedHome(page);
    const fab = page.getByRole('button', { name: 'Contact customer service' });
    await expect(fab).toBeInViewport({ ratio: 1 });
    const box = await boxOf(fab);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Still there at the end of the home, above the footer menu.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(fab).toBeInViewport({ ratio: 1 });
    const menu = await boxOf(page.locator('.footer-menu'));
    expect((await boxOf(fab)).y + box.height).toBeLessThanOrEqual(menu.y);
    const popup = page.waitForEvent('popup');
    await fab.tap();
    expect((await popup).url()).toBe('https://t.me/perlaplay_support');
  });
});

/** What the accessibility tree names a control, from its snapshot line `- button "name"`. */
async function accessibleName(locator: Locator): Promise<string> {
  return /"(.*)"/.exec(await locator.ariaSnapshot())?.[1] ?? '';
}

const squash = (text: string) => text.replace(/\s+/g, '');

/** The text a control shows and the accessibility tree reads: rendered, outside aria-hidden art. */
const visibleText = (locator: Locator) =>
  locator.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let text = '';
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (parent?.checkVisibility() && !parent.closest('[aria-hidden="true"]'))
        text += walker.currentNode.textContent;
    }
    return text;
  });

test.describe('game tiles', () => {
  test('R-GAMES-09 a tile prints its name once, is named by its visible text, and its star is a 44 px target', async ({
    page,
  }) => {
    await page.goto('/m/rng');
    await page.getByTestId('classify-bar').getByRole('tab', { name: 'New' }).tap();
    const tile = tiles(page).first();
    // A new game: the badge is visible text in the tile's button as well.
    await expect(tile.getByText('New', { exact: true })).toBeVisible();
    const name = (await tile.getByTestId('game-name').textContent()) ?? '';
    expect(name).not.toBe('');
    expect(((await tile.textContent()) ?? '').split(name)).toHaveLength(2);
    const open = tile.getByRole('button').first();
    const label = await accessibleName(open);
    expect(label.startsWith(name)).toBe(true);
    // label-content-name-mismatch: the name holds the visible text, starting with it.
    expect(squash(label).startsWith(squash(await visibleText(open)))).toBe(true);
    const star = await boxOf(tile.getByTestId('fav-star'));
    expect(star.width).toBeGreaterThanOrEqual(44);
    expect(star.height).toBeGreaterThanOrEqual(44);
  });

  test('R-GAMES-09 the New badge follows the catalogue flag: only flagged games carry it', async ({
    page,
  }) => {
    const list = page.waitForResponse('**/wps/relay/GCSGAME_gameList');
    await page.goto('/m/rng');
    const games = (await (await list).json()).value.games as { isNew: boolean }[];
    const flagged = games.filter((g) => g.isNew).length;
    expect(flagged).toBeLessThan(games.length);
    await expect(tiles(page)).toHaveCount(games.length);
    await expect(tiles(page).getByText('New', { exact: true })).toHaveCount(flagged);
  });

  test('R-GAMES-21 R-GAMES-22 a list of one page has no pager; a longer one keeps it', async ({ page }) => {
    await page.goto('/m/providers?vassalage=HOUSE');
    await page.getByTestId('classify-bar').getByRole('tab', { name: 'All' }).tap();
    await expect(tiles(page).first()).toBeVisible();
    await expect(tiles(page).getByText('New', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('paging-bar')).toHaveCount(0);
    await expect(page.getByText(/Page 1 \/ 1/)).toHaveCount(0);
    await page.goto('/m/rng');
    await expect(page.getByTestId('paging-label')).toHaveText(/^Page 1 \/ \d+$/);
  });
});

test('R-DL-16 without download links /m/app shows only the steps that apply', async ({ page }) => {
  await page.goto('/m/app');
  const screen = page.getByTestId('app-screen');
  await expect(page.getByTestId('guide-android')).toBeVisible();
  await expect(screen.locator('[data-testid^="app-download-"]')).toHaveCount(0);
  // No step asks for a download button that is not there.
  await expect(screen).not.toContainText(/Download for Android|download button/i);
  await expect(page.getByTestId('steps-android')).toContainText('Add to Home screen');
  await expect(page.getByTestId('steps-ios')).toHaveCount(0);
  await expect(page.getByTestId('ios-tips')).toHaveCount(0);
  await expect(page.getByTestId('guide-ios').getByTestId('home-screen-steps')).toBeVisible();
});
