import { logIn, registerMember, setRegisterCaptcha } from './account-helpers';
import { expect, test } from './fixtures';
import { holdRequests, openHome, openSideMenu } from './helpers';

// The server renders guests' first screens here (issue 17). Once the installed app's worker controls
// a page it serves the held script from its cache, where page.route never sees it: these tests are
// about the HTML the server sends.
test.use({ serviceWorkers: 'block', firstScreens: true });

test.describe('the first paint', () => {
  test("R-SYS-12 R-SYS-18 a returning visitor's theme and language are in the HTML, before the scripts arrive", async ({
    page,
  }) => {
    await openHome(page);
    await openSideMenu(page);
    await page.getByTestId('side-menu').getByTestId('theme-light').tap();
    await page.getByTestId('side-menu').getByRole('button', { name: 'Close menu' }).tap();
    await page.getByTestId('language-header').tap();
    await page.getByTestId('language-option-TY').tap();
    await expect(page.getByTestId('header-login')).toHaveText('Mag-log in');

    // The app's script is held back: what shows is the HTML alone.
    const release = await holdRequests(page, '**/m/assets/app-*.js');
    // Not domcontentloaded: that waits for the held module script.
    await page.reload({ waitUntil: 'commit' });
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).toHaveAttribute('lang', 'fil');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f4f5fa');
    // The guest's home itself, rendered by the server in Tagalog.
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByTestId('header-login')).toHaveText('Mag-log in');

    release();
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByTestId('header-login')).toHaveText('Mag-log in');
    await expect(html).toHaveAttribute('data-theme', 'light');
    // Taps work once the app has taken over the page.
    await openSideMenu(page);
    await expect(page.getByTestId('side-menu').getByTestId('theme-light')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('the first screen as HTML', () => {
  for (const path of ['/m/', '/m/login', '/m/help', '/m/vip', '/m/rng']) {
    test(`${path} paints from the HTML alone, and the app adopts it without moving anything`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      const release = await holdRequests(page, '**/m/assets/app-*.js');
      await page.goto(path, { waitUntil: 'commit' });
      // The page's styles are in its head: the browser paints nothing before them.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      );
      const main = page.locator('#root main');
      // Readable before any script: the page's own content, not the frame's placeholders.
      await expect(main).toBeVisible();
      await expect(page.locator('#root .splash')).toHaveCount(0);
      // innerText, not textContent: the lines as laid out, the first of which must stay first.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are the point
      const text = await main.innerText();
      expect(text.trim().length).toBeGreaterThan(20);
      const topOf = async () => {
        const box = await main.boundingBox();
        return box && { x: box.x, y: box.y, width: box.width };
      };
      const before = await topOf();
      const firstLine = text.trim().split('\n')[0] ?? '';

      release();
      // Usable once adopted, not before.
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      const menu = page.getByTestId('footer-menu-toggle');
      if (await menu.isVisible()) {
        await openSideMenu(page);
        await page.getByTestId('side-menu').getByRole('button', { name: 'Close menu' }).tap();
      }
      // Nothing moved: the page starts where it did, with the same first line.
      expect(await topOf()).toEqual(before);
      // biome-ignore lint/performance/useDomNodeTextContent: as above
      expect(await main.innerText()).toContain(firstLine);
      // Adopted, not painted again: React reports every mismatch it has to repair.
      expect(problems).toEqual([]);
    });
  }

  test.beforeAll(() => setRegisterCaptcha(false));

  test("a member's page comes with the frame, and the app paints their own header", async ({
    page,
    request,
  }) => {
    await logIn(page, await registerMember(request));
    const release = await holdRequests(page, '**/m/assets/app-*.js');
    await page.reload({ waitUntil: 'commit' });
    // Never a guest's header over a member's session, not even before the script runs.
    await expect(page.locator('#root .splash')).toBeVisible();
    await expect(page.getByTestId('header-login')).toHaveCount(0);
    release();
    await expect(page.getByTestId('welcome')).toBeVisible();
  });
});
