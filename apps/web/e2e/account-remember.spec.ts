import type { BrowserContext } from '@playwright/test';
import {
  expect,
  freshIp,
  registerMember,
  secondDevice,
  setRegisterCaptcha,
  storageOf,
  submitLogin,
  test,
} from './account-helpers';
import { openSideMenu } from './helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const rememberCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'remember_me');

/** The device's session is gone (expired, or the player cleared it) but the device is the same. */
const comeBack = async (page: import('@playwright/test').Page) => {
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  // A session ended elsewhere may be sending this page to the login by itself just now, which
  // aborts our navigation; the second one lands.
  await page.goto('/m/login').catch(() => page.goto('/m/login'));
};

test.describe('remember me (H-7)', () => {
  test('R-AUTH-26 H-7 a returning player logs in with one tap; the HttpOnly token rotates and dies at logout', async ({
    page,
    context,
    request,
  }) => {
    const member = await registerMember(request);
    await page.goto('/m/login');
    // A device that holds no token offers no one-tap login.
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('remembered-login')).toHaveCount(0);
    await page.getByTestId('remember').check();
    await submitLogin(page, member.username, member.password);
    await expect(page.getByTestId('welcome')).toBeVisible();
    const first = await rememberCookie(context);
    expect(first).toMatchObject({ httpOnly: true, path: '/wps/session/', sameSite: 'Strict' });
    // The page can neither read the token nor finds the password anywhere.
    expect(await page.evaluate(() => document.cookie)).not.toContain('remember_me');
    const everything = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(everything).not.toContain(member.password);

    await comeBack(page);
    const oneTap = page.getByTestId('remembered-login-submit');
    await expect(oneTap).toHaveText(`Continue as ${member.username}`);
    const remembered = page.waitForResponse(/\/wps\/session\/login\/remembered$/);
    await oneTap.tap();
    expect((await remembered).status()).toBe(200);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('welcome')).toBeVisible();
    // Rotated: the token used is spent, a new one took its place.
    const second = await rememberCookie(context);
    expect(second?.value).toBeTruthy();
    expect(second?.value).not.toBe(first?.value);
    const spent = await request.post('/wps/session/login/remembered', {
      headers: {
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': freshIp(),
        cookie: `remember_me=${first?.value}`,
      },
    });
    expect(spent.status()).toBe(401);

    await openSideMenu(page);
    await page.getByTestId('menu-sign-out').tap();
    await page.getByTestId('logout-prompt').getByTestId('dialog-confirm').tap();
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await rememberCookie(context)).toBeUndefined();
    expect(await storageOf(page, 'MC_REMEMBERED_DEVICE')).toBeNull();
    const afterLogout = await request.post('/wps/session/login/remembered', {
      headers: {
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': freshIp(),
        cookie: `remember_me=${second?.value}`,
      },
    });
    expect(afterLogout.status()).toBe(401);
    await page.goto('/m/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('remembered-login')).toHaveCount(0);
    // The username is still remembered for the form (R-AUTH-27).
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(member.username);
  });

  test('R-AUTH-26 H-7 "log out on all devices" kills the token of every device; the next tap asks for the password', async ({
    page,
    context,
    request,
  }) => {
    // Two devices and three password logins (argon2id each): more than one test's usual time.
    test.slow();
    const member = await registerMember(request);
    await page.goto('/m/login');
    await page.getByTestId('remember').check();
    await submitLogin(page, member.username, member.password);
    await expect(page.getByTestId('welcome')).toBeVisible();

    const other = await secondDevice(context);
    const tablet = await other.newPage();
    await tablet.goto('/m/login');
    await tablet.getByTestId('remember').check();
    await submitLogin(tablet, member.username, member.password);
    await expect(tablet.getByTestId('welcome')).toBeVisible();
    await tablet.goto('/m/member/home');
    await tablet.getByTestId('logout-everywhere').tap();
    const prompt = tablet.getByTestId('logout-everywhere-prompt');
    await expect(prompt).toContainText('Log out on every device, this one included?');
    await prompt.getByTestId('dialog-confirm').tap();
    await expect(tablet.getByTestId('header-login')).toBeVisible();
    expect(await rememberCookie(other)).toBeUndefined();
    await tablet.goto('/m/login');
    await expect(tablet.getByTestId('login-form')).toBeVisible();
    await expect(tablet.getByTestId('remembered-login')).toHaveCount(0);
    await other.close();

    // The phone still believes it is remembered; the server knows better.
    await comeBack(page);
    await page.getByTestId('remembered-login-submit').tap();
    await expect(
      page.getByText('This device is no longer remembered. Please log in with your password.'),
    ).toBeVisible();
    await expect(page.getByTestId('remembered-login')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('R-AUTH-26 H-7 "Not you?" forgets the device on the server too', async ({
    page,
    context,
    request,
  }) => {
    const member = await registerMember(request);
    await page.goto('/m/login');
    await page.getByTestId('remember').check();
    await submitLogin(page, member.username, member.password);
    await expect(page.getByTestId('welcome')).toBeVisible();
    const token = (await rememberCookie(context))?.value;
    await comeBack(page);
    const forgotten = page.waitForResponse(/\/wps\/session\/remembered$/);
    await page.getByTestId('remembered-login-forget').tap();
    expect((await forgotten).status()).toBe(200);
    await expect(page.getByTestId('remembered-login')).toHaveCount(0);
    expect(await rememberCookie(context)).toBeUndefined();
    const reused = await request.post('/wps/session/login/remembered', {
      headers: {
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': freshIp(),
        cookie: `remember_me=${token}`,
      },
    });
    expect(reused.status()).toBe(401);
  });
});

test('R-AUTH-29 R-AUTH-28 after a trial login the trial user is loaded and the balance reads as demo credit', async ({
  page,
  request,
}) => {
  await page.goto('/m/login');
  const trialUser = page.waitForResponse(/\/wps\/member\/trialuser$/);
  await page.getByTestId('free-trial').tap();
  const answer = await trialUser;
  expect(answer.status()).toBe(200);
  const { value } = await answer.json();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('balance-label')).toHaveText(
    /^Demo credit until \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
  );
  expect(value.userName).toMatch(/^trial_/);
  // Kept for the session: a reload shows it again.
  await page.reload();
  await expect(page.getByTestId('balance-label')).toContainText('Demo credit');

  // A real member's balance is a balance.
  const member = await registerMember(request);
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  await page.goto('/m/login');
  await submitLogin(page, member.username, member.password);
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(page.getByTestId('balance-label')).toHaveText('Balance');
});
