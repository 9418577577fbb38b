import {
  expect,
  logIn,
  ops,
  registerMember,
  sessionOf,
  setRegisterCaptcha,
  submitLogin,
  test,
} from './account-helpers';
import { openSideMenu } from './helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const NEW_PASSWORD = 'harbour-kite-meadow-97';

test.describe('change password', () => {
  test('R-NAV-06 R-AUTH-45 R-AUTH-47 R-AUTH-48 R-VAL-14 R-VAL-15 R-VAL-16 R-ERR-33 change the password from the member centre; then the old one fails and the new one works', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    await page.getByTestId('welcome').tap();
    await page.getByTestId('security-password').tap();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    const form = page.getByTestId('change-password-form');
    const account = form.getByLabel('Username', { exact: true });
    await expect(account).toHaveValue(member.username);
    await expect(account).toHaveAttribute('readonly', '');
    const old = form.getByLabel('Current password', { exact: true });
    const fresh = form.getByLabel('New password', { exact: true });
    const confirm = form.getByLabel('Confirm new password', { exact: true });
    await expect(old).toBeVisible();

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/wps/member/password')) sent.push(r.method());
    });
    await form.getByTestId('change-password-submit').tap();
    await expect(form.getByTestId('message-oldPassword')).toHaveText('Current password is required');
    await expect(old).toBeFocused();
    await old.fill(member.password);
    await fresh.fill(member.password);
    await confirm.fill('something-else-1');
    await form.getByTestId('change-password-submit').tap();
    await expect(form.getByTestId('message-newPassword')).toHaveText(
      'The new password and the old password cannot be the same',
    );
    await expect(form.getByTestId('message-confirmNewPassword')).toHaveText(
      'Confirmation password does not match',
    );
    await fresh.fill(NEW_PASSWORD);
    await confirm.fill('');
    await form.getByTestId('change-password-submit').tap();
    await expect(form.getByTestId('message-confirmNewPassword')).toHaveText(
      'Confirm new password is required',
    );
    expect(sent).toEqual([]);

    await confirm.fill(NEW_PASSWORD);
    const changed = page.waitForRequest('**/wps/member/password');
    await form.getByTestId('change-password-submit').tap();
    expect((await changed).postDataJSON()).toEqual({
      oldPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    // Still logged in here: only the other sessions end.
    await expect(page.getByTestId('welcome')).toBeVisible();

    await openSideMenu(page);
    await page.getByTestId('menu-sign-out').tap();
    await page.getByTestId('logout-prompt').getByTestId('dialog-confirm').tap();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.goto('/m/login');
    await submitLogin(page, member.username, member.password);
    await expect(page.getByTestId('message-password')).toHaveText('Incorrect account or password');
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').tap();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('R-AUTH-49 R-ERR-10 a wrong current password: the loading notice goes and the server’s message shows', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    await page.goto('/m/changePsw');
    await page.getByLabel('Current password', { exact: true }).fill('not-my-password-1');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByTestId('change-password-submit').tap();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect account or password' })).toBeVisible();
    await expect(page.getByTestId('notice-loading')).toHaveCount(0);
    await expect(page.getByTestId('message-oldPassword')).toHaveText('Incorrect account or password');
    await expect(page).toHaveURL(/\/m\/changePsw$/);
  });

  test('R-AUTH-25 a filled field is checked again in the new language 200 ms after a language change', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    await page.goto('/m/changePsw');
    // Typed but never left: no message yet.
    await page.getByLabel('New password', { exact: true }).fill('short');
    await expect(page.getByTestId('message-newPassword')).toHaveCount(0);
    await page.getByTestId('language-header').tap();
    await page.getByTestId('language-option-VI').tap();
    await expect(page.getByTestId('message-newPassword')).toHaveText('Mật khẩu phải có từ 8 đến 64 ký tự');
    // Empty fields are left alone.
    await expect(page.getByTestId('message-oldPassword')).toHaveCount(0);
  });

  test('R-AUTH-46 /m/changePsw sends a guest home', async ({ page }) => {
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('member centre', () => {
  test('R-NAV-40 R-AUTH-19 the member centre shows the avatar, account, VIP label, security state and entries, in both menus', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    await openSideMenu(page);
    const entry = page.getByTestId('side-menu').getByRole('link', { name: 'My account' });
    await expect(entry).toBeVisible();
    await entry.tap();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(page.getByTestId('top-bar').locator('h1')).toHaveText('My account');
    await expect(page.getByTestId('member-avatar')).toBeVisible();
    await expect(page.getByTestId('member-name')).toHaveText(member.username);
    await expect(page.getByTestId('member-vip')).toHaveText(/^VIP \S+/);
    await expect(page.getByTestId('security-email')).toContainText('Not linked');
    await expect(page.getByTestId('security-mobile')).toContainText('Not linked');
    const links = page.getByTestId('member-home').getByRole('navigation').getByRole('link');
    // Only screens that exist.
    await expect(links).toHaveText([
      'Change password',
      'VIP Club',
      'VIP benefits',
      'Deposit',
      'Withdraw',
      'Reward centre',
      'Claim centre',
      'Game records',
      'Transaction records',
      'Inbox',
      'Responsible gaming',
      'Activity statement',
      'Identity verification',
      'Invite friends',
      'Help Centre',
    ]);
    await expect(page.getByTestId('member-sign-out')).toBeVisible();
  });

  test("R-NAV-37 the footer's fifth item is Promo to the activities for a guest and a trial, Deposit to the cashier for a member", async ({
    page,
    request,
  }) => {
    const fifth = page.getByTestId('footer-menu').locator(':scope > *').nth(4);
    await page.goto('/m/home');
    await expect(fifth).toHaveText('Promo');
    await fifth.tap();
    await expect(page).toHaveURL(/\/m\/activity$/);

    await page.goto('/m/login');
    await page.getByTestId('free-trial').tap();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(fifth).toHaveText('Promo');
    await expect(fifth).toHaveAttribute('href', '/m/activity');

    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    const member = await registerMember(request);
    await logIn(page, member);
    await page.goto('/m/home');
    await expect(fifth).toHaveText('Deposit');
    await fifth.tap();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  });

  test('R-AUTH-28 R-ROLE-07 R-ERR-06 a free trial lands home; its member centre is refused with Cancel or Register now', async ({
    page,
  }) => {
    await page.goto('/m/login');
    const trial = page.waitForRequest('**/wps/session/login/freeplay');
    await page.getByTestId('free-trial').tap();
    expect((await trial).postDataJSON()).toEqual({ moduleId: 0 });
    await expect(page).toHaveURL(/\/m\/home$/);
    const session = await sessionOf(page);
    expect(session).toMatchObject({
      type: 4,
      userName: expect.stringMatching(/^trial_/),
      token: expect.any(String),
    });
    await expect(page.getByTestId('welcome')).toBeVisible();

    await page.getByTestId('welcome').tap();
    const refusal = page.getByTestId('trial-refusal');
    await expect(refusal).toContainText('This is not available on a free trial account.');
    await expect(refusal.getByTestId('dialog-cancel')).toHaveText('Cancel');
    await expect(refusal.getByTestId('dialog-confirm')).toHaveText('Register now');
    await refusal.getByTestId('dialog-cancel').tap();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.getByTestId('welcome').tap();
    await page.getByTestId('trial-refusal').getByTestId('dialog-confirm').tap();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByTestId('register-form')).toBeVisible();
  });

  test('R-REG-23 with registration off, /m/register says so and no Register button shows', async ({
    page,
  }) => {
    const flags = JSON.parse(await ops('flag', 'list')) as { key: string; enabled: boolean }[];
    const wasOn = (key: string) => flags.find((f) => f.key === key)?.enabled ?? false;
    // The demo seed has mobile registration on too; registration is off only with both off.
    const restore = { USERNAMEREG3: wasOn('USERNAMEREG3'), MOBILENUMREG3: wasOn('MOBILENUMREG3') };
    await ops('flag', 'set', 'USERNAMEREG3', 'off');
    await ops('flag', 'set', 'MOBILENUMREG3', 'off');
    try {
      await page.goto('/m/');
      await expect(page.getByTestId('header-login')).toBeVisible();
      await expect(page.getByTestId('header-register')).toHaveCount(0);
      await page.goto('/m/register');
      await expect(page.getByTestId('register-screen')).toContainText('No permission or feature unavailable');
      await expect(page.getByTestId('register-form')).toHaveCount(0);
      await page.goto('/m/login');
      await expect(page.getByTestId('login-form')).toBeVisible();
      await expect(page.getByTestId('register-link')).toHaveCount(0);
    } finally {
      for (const [flag, on] of Object.entries(restore)) await ops('flag', 'set', flag, on ? 'on' : 'off');
    }
  });
});

test('R-AUTH-16 R-NAV-39 logged in, the home shows the welcome instead of login and register', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await page.goto('/m/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await logIn(page, member);
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  await expect(page.getByTestId('header-register')).toHaveCount(0);
  await expect(page.getByTestId('welcome')).toHaveAttribute('href', '/m/member/home');
});
