import type { Locator, Page } from '@playwright/test';
import {
  confirmAge,
  expect,
  loginElsewhere,
  PASSWORD,
  registerMember,
  setRegisterCaptcha,
  submitLogin,
  test,
} from './account-helpers';
import { readSmsCode, uniqueMobile } from './account-sms-helpers';
import { asMember, tiles } from './games-helpers';
import { SLOT } from './play-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const SLOT_URL = new RegExp(`/m/house/slot\\?game=${SLOT.code}&token=`);

/** The in-house vendor's page, where the slot every play test opens has its tile. */
async function openHouseGames(page: Page): Promise<void> {
  await page.goto('/m/providers?vassalage=HOUSE');
  // The in-house vendor opens on its Crash games (R-GAMES-17); the slots are under All.
  await page.getByTestId('classify-bar').getByRole('tab', { name: 'All' }).tap();
}

/** Taps the slot's tile as a guest and returns the sheet that asks them in. */
async function tapSlotAsGuest(page: Page): Promise<Locator> {
  await openHouseGames(page);
  await tiles(page).filter({ hasText: SLOT.name }).getByRole('button').first().tap();
  const sheet = page.getByTestId('guest-game');
  await expect(sheet).toBeVisible();
  return sheet;
}

async function expectInSlot(page: Page): Promise<void> {
  await expect(page).toHaveURL(SLOT_URL);
  await expect(page.getByTestId('slot')).toBeVisible();
}

test.describe('a guest taps a game', () => {
  test('R-GAMES-36 R-ROLE-03 the sheet says why and offers log in, register and the demo, each 44 px tall', async ({
    page,
  }) => {
    const launches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/game/launchGame')) launches.push(r.url());
    });
    const sheet = await tapSlotAsGuest(page);
    await expect(sheet.getByRole('heading')).toHaveText(`Log in to play ${SLOT.name}`);
    await expect(sheet).toContainText('You need an account to play.');
    const buttons = ['guest-game-login', 'guest-game-register', 'guest-game-demo'];
    await expect(sheet.getByTestId('guest-game-demo')).toHaveText('Play the demo');
    for (const id of buttons) {
      const box = await sheet.getByTestId(id).boundingBox();
      expect(box?.height ?? 0, id).toBeGreaterThanOrEqual(44);
    }
    expect(launches).toEqual([]);
    await expect(page).toHaveURL(/\/m\/providers\?vassalage=HOUSE$/);
    await sheet.getByTestId('sheet-close').tap();
    await expect(sheet).toHaveCount(0);
  });

  test('R-GAMES-37 A-4 a game without free play offers no demo', async ({ page }) => {
    await page.goto('/m/providers?vassalage=PG');
    const tile = tiles(page).first();
    const name = (await tile.getByTestId('game-name').textContent()) ?? '';
    await tile.getByRole('button').first().tap();
    const sheet = page.getByTestId('guest-game');
    await expect(sheet.getByRole('heading')).toHaveText(`Log in to play ${name}`);
    await expect(sheet.getByTestId('guest-game-login')).toBeVisible();
    await expect(sheet.getByTestId('guest-game-demo')).toHaveCount(0);
  });

  test('R-GAMES-36 logging in, even after a reload of the login page, lands in that slot', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    const sheet = await tapSlotAsGuest(page);
    await sheet.getByTestId('guest-game-login').tap();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.reload();
    await submitLogin(page, member.username, member.password);
    await expectInSlot(page);
    // The login gave its place in the history to the game: close returns to the tile's page.
    await page.getByTestId('slot-close').tap();
    await expect(page).toHaveURL(/\/m\/providers\?vassalage=HOUSE$/);
  });

  test('R-GAMES-36 R-REG-07 registering by mobile with the texted code lands in that slot', async ({
    page,
  }) => {
    const sheet = await tapSlotAsGuest(page);
    await sheet.getByTestId('guest-game-register').tap();
    await expect(page).toHaveURL(/\/m\/register$/);
    await page.getByTestId('register-mode-mobileNum').tap();
    const form = page.getByTestId('register-form');
    const mobile = uniqueMobile();
    await form.getByTestId('dialing-code').selectOption('63');
    await form.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await form.getByTestId('sms-send').tap();
    await form.getByLabel('SMS code', { exact: true }).fill(await readSmsCode(mobile));
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await confirmAge(form);
    await form.getByTestId('terms-checkbox').check();
    await form.getByTestId('register-submit').tap();
    await expectInSlot(page);
    await expect(page.getByTestId('slot-balance')).toHaveText('₱0.00 PHP');
  });

  test('R-GAMES-37 A-41 R-AUTH-29 playing the demo opens the slot on demo credit; the header then reads "Demo account"', async ({
    page,
  }) => {
    const sheet = await tapSlotAsGuest(page);
    await sheet.getByTestId('guest-game-demo').tap();
    await expectInSlot(page);
    await expect(page.getByTestId('slot-balance')).toHaveText('2,000.00 DEMO');
    await page.getByTestId('slot-close').tap();
    await expect(page).toHaveURL(/\/m\/providers\?vassalage=HOUSE$/);
    await page.goto('/m/home');
    const welcome = page.getByTestId('welcome');
    await expect(welcome).toHaveText('Demo account');
    await expect(welcome).not.toContainText('trial_');
  });

  test('R-GAMES-36 a player who leaves the login is not sent into that game by a later login', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    const sheet = await tapSlotAsGuest(page);
    await sheet.getByTestId('guest-game-login').tap();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/home');
    await page.getByTestId('header-login').tap();
    await submitLogin(page, member.username, member.password);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('welcome')).toBeVisible();
  });

  test('R-AUTH-10 R-AUTH-41 a launch that finds the session gone logs in on the modal and opens the game', async ({
    page,
    request,
  }) => {
    const member = await asMember(page, request);
    await openHouseGames(page);
    await loginElsewhere(request, member);
    await tiles(page).filter({ hasText: SLOT.name }).getByRole('button').first().tap();
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible();
    await submitLogin(page, member.username, member.password);
    await expectInSlot(page);
  });
});
