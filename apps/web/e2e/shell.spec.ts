import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openHome, openSideMenu, swipeRight } from './helpers';

/** R-SYS-16: language → country of its flag. */
const LANGUAGE_FLAGS: Record<string, string> = {
  EN: 'US',
  PT: 'BR',
  TY: 'PH',
  CN: 'CN',
  VI: 'VN',
  TH: 'TH',
  JA: 'JP',
};

function flagOf(country: string): string {
  return String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

async function openHelpFromMenu(page: Page): Promise<void> {
  await openSideMenu(page);
  await page.getByTestId('side-menu').getByRole('link', { name: 'Help Centre' }).tap();
  await expect(page).toHaveURL(/\/m\/help$/);
  await expect(page.getByTestId('help-panel')).toBeVisible();
}

/** The real help items, with an in-app link from the first item to the second item's detail page. */
async function linkHelpToDetail(page: Page): Promise<void> {
  await page.route(/\/wps\/system\/helpCenter/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { content: string }[] };
    const first = body.value[0];
    if (first) first.content += '<p><a href="/m/helpDetail?i=1">More on terms</a></p>';
    await route.fulfill({ response, json: body });
  });
}

test.describe('footer and side menu', { tag: '@layout' }, () => {
  test('R-NAV-34 the footer has exactly five items: Menu, Home, Live, Slots, Promo (guest)', async ({
    page,
  }) => {
    await openHome(page);
    const items = page.getByTestId('footer-menu').locator(':scope > *');
    await expect(items).toHaveCount(5);
    const expected = [
      ['footer-menu-toggle', 'Menu'],
      ['footer-home', 'Home'],
      ['footer-live', 'Live'],
      ['footer-rng', 'Slots'],
      ['footer-promo', 'Promo'],
    ] as const;
    for (const [index, [testId, label]] of expected.entries()) {
      await expect(items.nth(index)).toHaveAttribute('data-testid', testId);
      await expect(items.nth(index)).toBeVisible();
      await expect(items.nth(index)).toHaveText(label);
    }
  });

  test('R-NAV-35 R-MENU-01 the footer Menu item toggles the side menu and the overlay closes it', async ({
    page,
  }) => {
    await openHome(page);
    const menu = page.getByTestId('side-menu-layer');
    const panel = page.getByTestId('side-menu');
    const toggle = page.getByTestId('footer-menu-toggle');
    await expect(menu).toHaveAttribute('aria-hidden', 'true');
    await expect(panel).not.toBeInViewport();
    await expect(toggle).not.toHaveClass(/\bactive\b/);

    await toggle.tap();
    await expect(menu).toHaveAttribute('aria-hidden', 'false');
    await expect(panel).toBeInViewport({ ratio: 0.9 });
    await expect(toggle).toHaveClass(/\bactive\b/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Tap the dimmed overlay to the right of the panel.
    const overlay = page.getByTestId('side-menu-overlay');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    await overlay.tap({ position: { x: viewport.width - 16, y: 200 } });
    await expect(menu).toHaveAttribute('aria-hidden', 'true');
    await expect(panel).not.toBeInViewport();
    await expect(toggle).not.toHaveClass(/\bactive\b/);

    // The Menu item toggles: a second tap closes again.
    await toggle.tap();
    await expect(menu).toHaveAttribute('aria-hidden', 'false');
    await expect(panel).toBeInViewport({ ratio: 0.9 });
    await toggle.tap();
    await expect(menu).toHaveAttribute('aria-hidden', 'true');
    await expect(panel).not.toBeInViewport();
    await expect(toggle).not.toHaveClass(/\bactive\b/);
  });

  test('R-MENU-12 the side menu Help Centre entry opens /m/help and closes the menu', async ({ page }) => {
    await openHome(page);
    await openHelpFromMenu(page);
    await expect(page.getByTestId('side-menu-layer')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByTestId('side-menu')).not.toBeInViewport();
  });

  test('R-MENU-08 the side menu lists the social links, each opening outside the app', async ({ page }) => {
    await openHome(page);
    await openSideMenu(page);
    const menu = page.getByTestId('side-menu');
    const links = {
      TELEGRAM: 'https://t.me/perlaplay',
      FACEBOOK: 'https://www.facebook.com/perlaplay',
      INSTAGRAM: 'https://www.instagram.com/perlaplay',
    };
    for (const [type, url] of Object.entries(links)) {
      const link = menu.getByTestId(`social-${type}`);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});

test.describe('theme and language', () => {
  test('R-MENU-13 R-SYS-12 R-SYS-13 the theme toggle switches to light at once and it survives a reload', async ({
    page,
  }) => {
    await openHome(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await openSideMenu(page);
    await page.getByTestId('side-menu').getByTestId('theme-light').tap();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByTestId('theme-light')).toHaveAttribute('aria-pressed', 'true');
    expect(navigations).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('R-SYS-12 a stored theme other than dark or light loads as dark', async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.evaluate(() => localStorage.setItem('theme', 'blue'));
    await page.reload();
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('R-SYS-14 R-SYS-15 R-SYS-18 EN by default; the header selector lists 7 languages with flags; TY is applied and kept', async ({
    page,
  }) => {
    await openHome(page);
    await expect(page.getByTestId('footer-home')).toHaveText('Home');
    await expect(page.getByTestId('header-login')).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByTestId('language-header').tap();
    const options = page.locator('[data-testid^="language-option-"]');
    await expect(options).toHaveCount(7);
    for (const [code, country] of Object.entries(LANGUAGE_FLAGS)) {
      const option = page.getByTestId(`language-option-${code}`);
      await expect(option).toBeVisible();
      await expect(option.locator('.flag')).toHaveText(flagOf(country));
    }

    await page.getByTestId('language-option-TY').tap();
    await expect(page.getByTestId('header-login')).toHaveText('Mag-log in');
    await expect(page.getByTestId('header-register')).toHaveText('Mag-register');
    await expect(
      page.getByTestId('site-footer').getByText('21+ lang · Maglaro nang responsable', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByTestId('language-header')).toContainText(flagOf('PH'));
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('TY');

    await page.reload();
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByTestId('header-login')).toHaveText('Mag-log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  });
});

test.describe('page transitions and scrolling', { tag: '@layout' }, () => {
  test('R-NAV-41 R-CONST-24 a route change animates the page wrapper over 300 ms', async ({ page }) => {
    await openHome(page);
    const homeWrapper = await page.getByTestId('page').elementHandle();
    await openHelpFromMenu(page);
    const wrapper = page.getByTestId('page');
    await expect(wrapper).toHaveClass(/\bpage-enter\b/);
    // A new wrapper for the new route, with the 300 ms animation.
    expect(await homeWrapper?.evaluate((el) => el.isConnected)).toBe(false);
    const animation = await wrapper.evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect(animation).toEqual({ name: 'page-enter', duration: '0.3s' });
  });

  test('R-NAV-42 R-CONST-24 an edge swipe over 100 px goes back without the transition; 60 px does nothing', async ({
    page,
  }) => {
    await openHome(page);
    await openHelpFromMenu(page);

    await swipeRight(page, 5, 60);
    await expect(page).toHaveURL(/\/m\/help$/);
    await expect(page.getByTestId('help-panel')).toBeVisible();

    await swipeRight(page, 5, 130);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByTestId('page')).not.toHaveClass(/\bpage-enter\b/);
  });

  test('R-NAV-42 only the back-swipe navigation skips the transition; the next one animates again', async ({
    page,
  }) => {
    await openHome(page);
    await openHelpFromMenu(page);
    await swipeRight(page, 5, 130);
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByTestId('page')).not.toHaveClass(/\bpage-enter\b/);

    await openHelpFromMenu(page);
    await expect(page.getByTestId('page')).toHaveClass(/\bpage-enter\b/);
  });

  test('R-NAV-44 a forward navigation starts at the top', async ({ page }) => {
    await linkHelpToDetail(page);
    await openHome(page);
    await openHelpFromMenu(page);
    const link = page.getByTestId('help-panel').getByRole('link', { name: 'More on terms' });
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.tap();
    await expect(page).toHaveURL(/\/m\/helpDetail\?i=1$/);
    await expect(page.getByTestId('help-detail')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('R-NAV-44 going back restores the scroll position of the help centre', async ({ page }) => {
    await linkHelpToDetail(page);
    await openHome(page);
    await openHelpFromMenu(page);
    // Scroll down to the link at the end of the long first item, and remember where that is.
    const link = page.getByTestId('help-panel').getByRole('link', { name: 'More on terms' });
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const target = await page.evaluate(() => window.scrollY);

    await link.tap();
    await expect(page.getByTestId('help-detail')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/help$/);
    await expect(page.getByTestId('help-panel')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 })
      .toBeGreaterThanOrEqual(target - 40);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(target + 40);
  });

  for (const width of [320, 480]) {
    test(`R-NAV-45 no horizontal scrolling at ${width} px on home and help`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, testId] of [
        ['/m/home', 'home'],
        ['/m/help', 'help-panel'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByTestId(testId)).toBeVisible();
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(clientWidth).toBe(width);
        expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(clientWidth);
      }
    });
  }
});
