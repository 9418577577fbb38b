import type { Locator, Page } from '@playwright/test';
import {
  expect,
  logIn,
  loginElsewhere,
  ops,
  registerMember,
  setRegisterCaptcha,
  test,
} from './account-helpers';
import { workerBaseUrl } from './fixtures';
import { openHome } from './helpers';

const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';

const focusIsInside = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

/**
 * Past its last control a native modal dialog hands the focus to the browser's own UI (the document
 * then has none), never to the page behind it.
 */
const focusStaysOffThePage = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return !focused || focused === document.body || focused.closest('dialog[open]') !== null;
  });

/**
 * What every modal must do for a keyboard or screen-reader user: named by its title, focus inside, Tab
 * kept inside, the page behind out of reach; then Escape closes it (or, for a question that must be
 * answered, does nothing) and focus goes back to what opened it.
 */
async function checkModal(
  page: Page,
  dialog: Locator,
  { opener, escapeCloses = true }: { opener?: Locator; escapeCloses?: boolean },
) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/\S/);
  await expect.poll(() => focusIsInside(page)).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusStaysOffThePage(page), `Tab ${i + 1} reached the page behind`).toBe(true);
  }
  // The page behind is inert: a tap at its top-left corner lands on the dialog's layer.
  expect(await page.evaluate(() => document.elementFromPoint(4, 4)?.closest('dialog[open]') !== null)).toBe(
    true,
  );
  await page.keyboard.press('Escape');
  if (!escapeCloses) {
    await expect(dialog).toBeVisible();
    return;
  }
  await expect(dialog).toHaveCount(0);
  if (opener) await expect(opener).toBeFocused();
}

/** Opens a dialog from the keyboard, as a keyboard user would, so the opener holds the focus. */
async function openWithKeyboard(opener: Locator) {
  await opener.focus();
  await opener.press('Enter');
}

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('one accessible dialog for every modal and sheet', () => {
  test('a sheet of the member centre', async ({ page, request }) => {
    await logIn(page, await registerMember(request));
    await page.goto('/m/member/home');
    const opener = page.getByTestId('profile-nickname');
    await openWithKeyboard(opener);
    await checkModal(page, page.getByRole('dialog', { name: 'Nickname' }), { opener });
  });

  test('a confirmation (sign out) is an alert dialog; Escape answers Cancel', async ({ page, request }) => {
    await logIn(page, await registerMember(request));
    await page.goto('/m/member/home');
    const opener = page.getByTestId('member-sign-out');
    await openWithKeyboard(opener);
    await checkModal(page, page.getByRole('alertdialog'), { opener });
    // Cancelled: still signed in, on the member centre.
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(page.getByTestId('member-home')).toBeVisible();
  });

  test('a content dialog (hot news)', async ({ page }) => {
    await openHome(page);
    const opener = page.getByTestId('hot-news-item').first();
    await openWithKeyboard(opener);
    const [title = ''] = (await opener.innerText()).split('\n');
    await checkModal(page, page.getByRole('dialog', { name: title }), { opener });
  });

  test('the login modal, with its notices above it', async ({ page, request }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    // The home's own member calls must be answered first, or one of them would meet the ended session.
    await page.waitForLoadState('networkidle');
    // The notice lives a few seconds; on a busy machine the modal check below can outlast it, so it
    // is watched for from before the session ends, in the page, where it is shown in the top layer.
    const noticeInTopLayer = page.waitForFunction(
      () =>
        [...document.querySelectorAll('[role="alert"]')].some(
          (el) =>
            el.textContent?.includes('Your account was logged out') &&
            el.closest('[popover]')?.matches(':popover-open') === true,
        ),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    await loginElsewhere(request, member);
    const modal = page.getByRole('dialog', { name: 'Log in again' });
    // The welcome link makes a member call, which finds the session ended; a call of the page's
    // own may find it first, and then the link is gone under the modal.
    await expect(async () => {
      if (!(await modal.isVisible())) await page.getByTestId('welcome').tap({ timeout: 2_000 });
      await expect(modal).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    // The notice is in the top layer too, over the modal, where a player can read it.
    await noticeInTopLayer;
    await checkModal(page, modal, {});
  });

  test.describe('the download popup and the Safari alert', () => {
    let resourceIds: number[] = [];
    test.beforeAll(async () => {
      const base = workerBaseUrl();
      await ops('resource', 'add', 'Android', `${base}/m/help?dialog=android`);
      await ops('resource', 'add', 'IOS', `${base}/m/help?dialog=ios`);
      const all = JSON.parse(await ops('resource', 'list')) as { id: number; url: string }[];
      resourceIds = all.filter((r) => r.url.includes('?dialog=')).map((r) => r.id);
    });
    test.afterAll(async () => {
      for (const id of resourceIds) await ops('resource', 'remove', String(id));
    });

    test('the download popup', async ({ page }) => {
      await openHome(page);
      const opener = page.getByTestId('header-download');
      await openWithKeyboard(opener);
      await checkModal(page, page.getByRole('dialog', { name: 'Get the app' }), { opener });
    });

    test('R-DL-13 the Safari alert must be answered: Escape leaves it open', async ({ page }) => {
      const context = await page.context().browser()?.newContext({
        viewport: page.viewportSize(),
        isMobile: true,
        hasTouch: true,
        userAgent: IPHONE_CHROME,
        baseURL: workerBaseUrl(),
      });
      if (!context) throw new Error('no browser');
      const iphone = await context.newPage();
      await openHome(iphone);
      await iphone.getByTestId('header-download').click();
      await iphone.getByTestId('dl-option-iosApp').click();
      const alert = iphone.getByRole('alertdialog');
      await expect(alert).toHaveAccessibleDescription('Please use Safari to download the app.');
      await checkModal(iphone, alert, { escapeCloses: false });
      await alert.getByRole('button').click();
      await expect(alert).toHaveCount(0);
      await context.close();
    });
  });
});
