import type { Page } from '@playwright/test';
import {
  confirmAge,
  expect,
  freshIp,
  PASSWORD,
  registerMember,
  secondDevice,
  setRegisterCaptcha,
  submitLogin,
  test,
  uniqueName,
} from './account-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

/** Holds the next request to `path` until `release` is called, so the test can look at the form meanwhile. */
async function holdNext(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(path, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('login feedback', () => {
  test('R-AUTH-20 R-ERR-19 a wrong password: the button is busy while the request runs, then the message is under the password', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await page.goto('/m/login');
    const release = await holdNext(page, '**/wps/session/login');
    await submitLogin(page, member.username, 'wrong-password-1');
    const button = page.getByTestId('login-submit');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveText(/Logging in…/);
    release();

    await expect(page.getByTestId('message-password')).toHaveText('Incorrect account or password');
    // Which of the two was wrong is not said: the name has no message of its own (R-ERR-19).
    await expect(page.getByTestId('message-username')).toHaveCount(0);
    const password = page.getByTestId('login-form').getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(button).toHaveText('Log in');
    // Typing a new password takes the message away.
    await password.fill('another-try-2');
    await expect(page.getByTestId('message-password')).toHaveCount(0);
  });

  test('S-05 the captcha comes with its reason, and a neighbour behind the same address is not asked for one', async ({
    page,
    context,
    request,
  }) => {
    const address = freshIp();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    const player = await registerMember(request);
    const neighbour = await registerMember(request);
    await page.goto('/m/login');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submitLogin(page, player.username, 'wrong-password-1');
      await expect(page.getByTestId('message-password')).toHaveText('Incorrect account or password');
    }
    await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
    await expect(page.getByTestId('captcha-reason')).toHaveText(
      'Several failed attempts. For your security, enter the code in the picture.',
    );

    // Another phone on the same carrier address: its own failure brings no captcha, and it gets in.
    const other = await secondDevice(context);
    await other.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    const otherPage = await other.newPage();
    await otherPage.goto('/m/login');
    await submitLogin(otherPage, neighbour.username, 'wrong-password-1');
    await expect(otherPage.getByTestId('message-password')).toHaveText('Incorrect account or password');
    await expect(otherPage.getByTestId('captcha-image')).toHaveCount(0);
    await expect(otherPage.getByTestId('captcha-reason')).toHaveCount(0);
    await submitLogin(otherPage, neighbour.username, neighbour.password);
    await expect(otherPage).toHaveURL(/\/m\/home$/);
    await other.close();
  });

  test.describe('with the register captcha on', () => {
    test.afterEach(() => setRegisterCaptcha(false));

    test('R-REG-22 R-VAL-01 registering: the button is busy while the request runs, then the server’s refusal is under its field', async ({
      page,
    }) => {
      await setRegisterCaptcha(true);
      await page.goto('/m/register');
      await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
      await page.getByLabel('Username', { exact: true }).fill(uniqueName());
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Captcha', { exact: true }).fill('000000');
      await confirmAge(page);
      await page.getByTestId('terms-checkbox').check();
      const release = await holdNext(page, '**/wps/member/register');
      const button = page.getByTestId('register-submit');
      await button.tap();
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveText(/Creating your account…/);
      release();
      await expect(page.getByTestId('message-captcha')).toHaveText('Verification code error');
      await expect(button).toHaveAttribute('aria-busy', 'false');
      await expect(button).toHaveText('Register');
    });
  });
});
