import type { Page } from '@playwright/test';
import {
  confirmAge,
  expect,
  ops,
  PASSWORD,
  sessionOf,
  setCredentialSealing,
  setRegisterCaptcha,
  test,
} from './account-helpers';
import { openSmsLogin, uniqueMobile, withFlag } from './account-sms-helpers';
import { seriousAxeFindings } from './agent-network.helpers';
import { workerFirebaseOrigin } from './fixtures';

test.use({ firebase: true });

// The tests read the plain payloads the forms send; sealing has its own spec (account-sealed.spec.ts).
test.beforeAll(async () => {
  await setRegisterCaptcha(false);
  await setCredentialSealing(false);
});

/** Counts the scripts of Firebase's SDK the page fetched: it is loaded only for a button to show. */
function watchIdentitySdk(page: Page) {
  let loads = 0;
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const text = await response.text().catch(() => '');
    if (text.includes('identitytoolkit.googleapis.com')) loads += 1;
  });
  return () => loads;
}

/** The code Firebase's stand-in "texted" to +63 `mobile`, from the emulator's own list. */
async function readFirebaseCode(mobile: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const list = await fetch(`${workerFirebaseOrigin()}/emulator/v1/projects/perla-demo/verificationCodes`);
    const { verificationCodes } = (await list.json()) as {
      verificationCodes: { phoneNumber: string; code: string }[];
    };
    code = verificationCodes.findLast((c) => c.phoneNumber === `+63${mobile}`)?.code ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return code;
}

test.describe('sign-in with Google and Facebook', () => {
  test('R-AUTH-07 R-REG-11 each button shows only while its flag is on and Firebase is ready, in username mode only', async ({
    page,
  }) => {
    const sdkLoads = watchIdentitySdk(page);
    await page.goto('/m/login');
    await expect(page.getByTestId('login-form')).toHaveAttribute('data-mode', 'username');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page.getByTestId('provider-buttons')).toHaveCount(0);
    expect(sdkLoads()).toBe(0);

    const restoreGoogle = await withFlag('GOOGLELOGIN3', true);
    try {
      await page.reload();
      await expect(page.getByTestId('provider-google')).toHaveText('Continue with Google');
      await expect(page.getByTestId('provider-facebook')).toHaveCount(0);
      expect(sdkLoads()).toBeGreaterThan(0);
      const restoreFacebook = await withFlag('FACEBOOKLOGIN3', true);
      try {
        await page.reload();
        await expect(page.getByTestId('provider-facebook')).toHaveText('Continue with Facebook');
        expect(await seriousAxeFindings(page)).toEqual([]);
        for (const button of await page.getByTestId('provider-buttons').getByRole('button').all())
          expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
        // R-AUTH-07: not in SMS mode.
        await page.getByTestId('login-mode-sms').tap();
        await expect(page.getByTestId('login-form')).toHaveAttribute('data-mode', 'sms');
        await expect(page.getByTestId('provider-buttons')).toHaveCount(0);
        // R-REG-11: the register screen offers them too, once its confirmations are ticked.
        await page.goto('/m/register');
        const form = page.getByTestId('register-form');
        await expect(form.getByTestId('provider-google')).toHaveText('Sign up with Google');
        await expect(form.getByTestId('provider-facebook')).toBeDisabled();
        await confirmAge(form);
        await form.getByTestId('terms-checkbox').check();
        await expect(form.getByTestId('provider-facebook')).toBeEnabled();
      } finally {
        await restoreFacebook();
      }
    } finally {
      await restoreGoogle();
    }
  });

  test('R-AUTH-08 a provider sign-in that does not complete only takes the loading notice down', async ({
    page,
  }) => {
    const restore = await withFlag('GOOGLELOGIN3', true);
    try {
      // The provider cannot be reached: Google's sign-in script fails, after a moment on a slow network.
      await page.route('https://apis.google.com/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.abort();
      });
      await page.goto('/m/login');
      const login = page.waitForRequest('**/wps/session/login', { timeout: 3_000 }).catch(() => null);
      await page.getByTestId('provider-google').tap();
      await expect(page.getByTestId('notice-loading')).toBeVisible();
      await expect(page.getByTestId('notice-loading')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByTestId('notice-error')).toHaveCount(0);
      expect(await login).toBeNull();
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(page.getByTestId('provider-google')).toBeEnabled();
    } finally {
      await restore();
    }
  });
});

test.describe('phone numbers verified by Firebase', () => {
  test.beforeAll(async () => {
    await ops('setting', 'set', 'firebasePhoneAuth', 'true');
  });
  test.afterAll(async () => {
    await ops('setting', 'set', 'firebasePhoneAuth', 'false');
  });

  test('R-AUTH-38 R-REG-20 R-AUTH-37 register by a number Firebase verified, then log in with it the same way', async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    await page.goto('/m/register');
    await page.getByTestId('register-mode-mobileNum').tap();
    const form = page.getByTestId('register-form');
    await form.getByTestId('dialing-code').selectOption('63');
    await form.getByLabel('Mobile number', { exact: true }).fill(`0${mobile}`);
    const siteSms = page
      .waitForRequest('**/wps/verification/sms/register', { timeout: 3_000 })
      .catch(() => null);
    await form.getByTestId('sms-send').tap();
    await expect(page.getByText('Verification code sent')).toBeVisible();
    // R-AUTH-37: the Firebase path counts a minute down.
    await expect(form.getByTestId('sms-send')).toHaveText(/^(60|59|58)/);
    expect(await siteSms).toBeNull();
    await form.getByLabel('SMS code', { exact: true }).fill(await readFirebaseCode(mobile));
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await confirmAge(form);
    await form.getByTestId('terms-checkbox').check();
    const put = page.waitForRequest('**/wps/member/register/mobile');
    await form.getByTestId('register-submit').tap();
    const body = (await put).postDataJSON();
    expect(body).toMatchObject({ mobileNum: `0${mobile}`, countryDialingCode: '63', firebaseChannel: 'sms' });
    expect(body.firebaseIdToken.split('.')).toHaveLength(3);
    await expect(page).toHaveURL(/\/m\/home$/);
    const registered = (await sessionOf(page))?.userName;
    expect(registered).toBeTruthy();

    // Logged out, the same number opens the same account through Firebase's code.
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await openSmsLogin(page);
    const loginForm = page.getByTestId('login-form');
    await loginForm.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await loginForm.getByTestId('sms-send').tap();
    await expect(loginForm.getByTestId('sms-send')).toHaveAttribute('data-state', 'countdown');
    await loginForm.getByLabel('SMS code', { exact: true }).fill(await readFirebaseCode(mobile));
    const login = page.waitForRequest('**/wps/session/login');
    await loginForm.getByTestId('login-submit').tap();
    expect((await login).postDataJSON()).toMatchObject({
      firebaseChannel: 'sms',
      firebaseMobileNo: mobile,
      countryDialingCode: '63',
    });
    await expect(page).toHaveURL(/\/m\/home$/);
    expect((await sessionOf(page))?.userName).toBe(registered);
  });

  test('R-AUTH-38 when Firebase fails to send, the loading notice goes and nothing else happens', async ({
    page,
  }) => {
    await page.route(`${workerFirebaseOrigin()}/**/accounts:sendVerificationCode*`, (route) => route.abort());
    await openSmsLogin(page);
    const form = page.getByTestId('login-form');
    await form.getByLabel('Mobile number', { exact: true }).fill(uniqueMobile());
    await form.getByTestId('sms-send').tap();
    await expect(form.getByTestId('sms-send')).toHaveAttribute('data-state', 'idle', { timeout: 15_000 });
    await expect(page.getByTestId('notice-loading')).toHaveCount(0);
    await expect(page.getByTestId('notice-error')).toHaveCount(0);
    await expect(page.getByText('Verification code sent')).toHaveCount(0);
  });
});
