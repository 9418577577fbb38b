import {
  confirmAge,
  expect,
  PASSWORD,
  sessionOf,
  setCredentialSealing,
  setRegisterCaptcha,
  storageOf,
  submitLogin,
  test,
} from './account-helpers';
import { openSmsLogin, readSmsCode, registerWithMobile, uniqueMobile, withFlag } from './account-sms-helpers';

// These tests read the plain payload the forms send; sealing has its own (account-sealed.spec.ts).
test.beforeAll(async () => {
  await setRegisterCaptcha(false);
  await setCredentialSealing(false);
});

test.describe('SMS login', () => {
  test('R-AUTH-01 R-AUTH-04 R-AUTH-05 R-VAL-11 the SMS mode is offered only while MOBILELOGIN3 is on, with the server’s dialling codes, +63 first, the number at most 20', async ({
    page,
  }) => {
    const restore = await withFlag('MOBILELOGIN3', false);
    try {
      await page.goto('/m/login');
      await expect(page.getByTestId('login-form')).toHaveAttribute('data-mode', 'username');
      await expect(page.getByTestId('login-mode')).toHaveCount(0);
      await expect(page.getByTestId('sms-send')).toHaveCount(0);
    } finally {
      await restore();
    }
    const countries = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/system/country');
    await page.goto('/m/login');
    await expect(page.getByTestId('login-mode-username')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('login-mode-sms').tap();
    const form = page.getByTestId('login-form');
    // R-AUTH-04: the dialling codes are the server's country list, each with its flag.
    const list = (await (await countries).json()).value as { dialingCode: string; flag: string }[];
    const options = form.getByTestId('dialing-code').locator('option');
    await expect(options).toHaveCount(list.length);
    await expect(options.first()).toHaveText(`${list[0]?.flag} +${list[0]?.dialingCode}`);
    await expect(form.getByTestId('sms-send')).toHaveText('Send code');
    const mobile = form.getByLabel('Mobile number', { exact: true });
    await expect(mobile).toHaveAttribute('maxlength', '20');
    await mobile.pressSequentially('9171234567890123456789');
    await expect(mobile).toHaveValue('91712345678901234567');
    await mobile.fill('');
    await expect(form.getByLabel('SMS code', { exact: true })).toHaveAttribute('maxlength', '10');
    // An English visitor here is a Filipino player: +63 comes first (R-AUTH-05).
    await expect(form.getByTestId('dialing-code')).toHaveValue('63');
    await expect(form.getByTestId('forgot-link')).toBeVisible();
  });

  test('R-AUTH-35 R-AUTH-36 R-VAL-05 R-VAL-12 R-ERR-03 R-CONST-04 send code checks the number first, solves the sms challenge, strips one leading zero, then counts down', async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    await openSmsLogin(page);
    const form = page.getByTestId('login-form');
    const sends: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/verification/sms/') || r.url().includes('/wps/challenge'))
        sends.push(r.url());
    });
    await form.getByTestId('sms-send').tap();
    await expect(form.getByTestId('message-mobileNum')).toHaveText('Mobile number is required');
    await form.getByTestId('dialing-code').selectOption('63');
    await form.getByLabel('Mobile number', { exact: true }).fill('12ab');
    await expect(form.getByLabel('Mobile number', { exact: true })).toHaveValue('12');
    await form.getByTestId('sms-send').tap();
    await expect(form.getByTestId('message-mobileNum')).toBeVisible();
    expect(sends).toEqual([]);

    await form.getByTestId('dialing-code').selectOption('63');

    await form.getByLabel('Mobile number', { exact: true }).fill(`0${mobile}`);
    const sent = page.waitForRequest('**/wps/verification/sms/noLogin');
    await form.getByTestId('sms-send').tap();
    const body = (await sent).postDataJSON();
    expect(body).toEqual({ mobileNum: mobile, countryDialingCode: '63', altcha: expect.any(String) });
    const payload = JSON.parse(Buffer.from(body.altcha, 'base64').toString('utf8'));
    expect(payload.challenge.parameters.data).toEqual({ purpose: 'sms' });
    expect(sends.some((u) => u.includes('/wps/challenge?purpose=sms'))).toBe(true);
    await expect(page.getByRole('alert').filter({ hasText: 'Verification code sent' })).toBeVisible();
    const button = form.getByTestId('sms-send');
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(/^(60|59) s$/);
    await expect(button).toHaveText(/^(58|57|56) s$/, { timeout: 4_000 });
  });

  test('R-AUTH-37 R-CONST-05 R-AUTH-39 the send button counts down to the server’s expirationTime, ticking each 500 ms, and is idle again at 0; a refusal shows the server’s message', async ({
    page,
  }) => {
    await openSmsLogin(page);
    const form = page.getByTestId('login-form');
    let refuse = true;
    await page.route('**/wps/verification/sms/noLogin', async (route) => {
      if (refuse) {
        await route.fulfill({
          status: 400,
          json: {
            success: false,
            value: { field: 'altcha' },
            code: 'VERIFICATION_CODE_ERROR',
            message: 'err_verification_code',
          },
        });
        return;
      }
      const expirationTime = new Date(Date.now() + 3_000).toISOString();
      await route.fulfill({
        json: { success: true, value: { expirationTime, expiredMinutes: 5 }, code: null, message: '' },
      });
    });
    await form.getByTestId('dialing-code').selectOption('63');
    await form.getByLabel('Mobile number', { exact: true }).fill(uniqueMobile());
    await form.getByTestId('sms-send').tap();
    await expect(page.getByRole('alert').filter({ hasText: 'Verification code error' })).toBeVisible();
    await expect(form.getByTestId('sms-send')).toHaveText('Send code');
    await expect(form.getByTestId('sms-send')).toBeEnabled();

    refuse = false;
    await form.getByTestId('sms-send').tap();
    await expect(form.getByTestId('sms-send')).toHaveText(/^[23] s$/);
    await expect(form.getByTestId('sms-send')).toHaveText('1 s', { timeout: 3_000 });
    await expect(form.getByTestId('sms-send')).toHaveText('Send code', { timeout: 2_000 });
    await expect(form.getByTestId('sms-send')).toBeEnabled();
  });

  test('R-AUTH-12 R-AUTH-15 R-AUTH-26 R-AUTH-27 R-AUTH-23 log in with the texted code; each mode keeps its own remembered entry', async ({
    page,
    request,
  }) => {
    const member = await registerWithMobile(request);
    await page.goto('/m/login');
    // A remembered username for the username mode first.
    await page.getByTestId('remember').check();
    await submitLogin(page, member.username, member.password);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));

    await openSmsLogin(page);
    const form = page.getByTestId('login-form');
    await expect(form.getByLabel('Mobile number', { exact: true })).toHaveValue('');
    await expect(form.getByTestId('remember')).not.toBeChecked();
    await form.getByTestId('dialing-code').selectOption('63');
    await form.getByLabel('Mobile number', { exact: true }).fill(`0${member.mobile}`);
    await form.getByTestId('sms-send').tap();
    await expect(form.getByTestId('sms-send')).toBeDisabled();
    await form.getByLabel('SMS code', { exact: true }).fill(await readSmsCode(member.mobile));
    await form.getByTestId('remember').check();
    const login = page.waitForRequest('**/wps/session/login');
    await form.getByTestId('login-submit').tap();
    expect((await login).postDataJSON()).toMatchObject({
      mobileNum: member.mobile,
      countryDialingCode: '63',
      verificationCode: expect.stringMatching(/^\d{6}$/),
      type: 0,
    });
    await expect(page).toHaveURL(/\/m\/home$/);
    expect((await sessionOf(page)).userName).toBe(member.username);
    expect(JSON.parse((await storageOf(page, 'MC_REMEMBERED_CREDENTIALS')) ?? '[]')).toEqual([
      { type: 'username', username: member.username, countryDialingCode: '' },
      { type: 'sms', username: `0${member.mobile}`, countryDialingCode: '63' },
    ]);

    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await page.goto('/m/login');
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(member.username);
    await page.getByTestId('login-mode-sms').tap();
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue(`0${member.mobile}`);
    await expect(page.getByTestId('dialing-code')).toHaveValue('63');
    await expect(page.getByTestId('remember')).toBeChecked();
    await page.getByTestId('login-mode-username').tap();
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(member.username);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(PASSWORD);
  });

  test('R-AUTH-23 with the captcha showing, switching modes and back brings a new image', async ({
    page,
    request,
  }) => {
    const member = await registerWithMobile(request);
    await page.goto('/m/login');
    for (let i = 0; i < 3; i++) {
      await submitLogin(page, member.username, 'wrong-password-1');
      await expect(page.getByTestId('message-password')).toHaveText('Incorrect account or password');
      await expect(page.getByTestId('login-submit')).toBeEnabled();
    }
    await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
    await page.getByTestId('login-mode-sms').tap();
    await expect(page.getByTestId('captcha-image')).toHaveCount(0);
    const fresh = page.waitForRequest('**/wps/captcha');
    await page.getByTestId('login-mode-username').tap();
    await fresh;
    await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  });

  test('R-AUTH-24 R-ERR-16 a username login solves the login challenge first; an unsolvable one sends no login', async ({
    page,
    request,
  }) => {
    const member = await registerWithMobile(request);
    await page.route('**/wps/challenge?purpose=login', (route) =>
      route.fulfill({
        json: {
          success: true,
          value: {
            parameters: { algorithm: 'MD5', nonce: '00', salt: '00', cost: 1, keyPrefix: 'ab' },
            signature: 'x',
          },
          code: null,
          message: '',
        },
      }),
    );
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/wps/session/login')) logins.push(r.method());
    });
    await page.goto('/m/login');
    await submitLogin(page, member.username, member.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Verification code error' })).toBeVisible();
    expect(logins).toEqual([]);

    await page.unroute('**/wps/challenge?purpose=login');
    const login = page.waitForRequest('**/wps/session/login');
    await page.getByTestId('login-submit').tap();
    const altcha = (await login).postDataJSON().altcha as string;
    expect(JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')).challenge.parameters.data).toEqual({
      purpose: 'login',
    });
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('mobile registration', () => {
  test('R-REG-01 R-REG-03 both tabs show; the typed number is carried from one to the other', async ({
    page,
  }) => {
    await page.goto('/m/register');
    await expect(page.getByTestId('register-mode-username')).toHaveAttribute('aria-selected', 'true');
    const mobile = uniqueMobile();
    await page.getByTestId('register-form').getByTestId('dialing-code').selectOption('63');
    await page.getByTestId('register-form').getByLabel('Mobile number', { exact: true }).fill(mobile);
    await page.getByTestId('register-mode-mobileNum').tap();
    const form = page.getByTestId('register-form');
    await expect(form).toHaveAttribute('data-method', 'mobileNum');
    await expect(form.getByLabel('Username', { exact: true })).toHaveCount(0);
    await expect(form.getByLabel('Mobile number', { exact: true })).toHaveValue(mobile);
    await expect(form.getByTestId('dialing-code')).toHaveValue('63');
    await form.getByLabel('Mobile number', { exact: true }).fill(`${mobile}1`);
    await page.getByTestId('register-mode-username').tap();
    await expect(page.getByTestId('register-form').getByLabel('Mobile number', { exact: true })).toHaveValue(
      `${mobile}1`,
    );
  });

  test('R-REG-07 R-REG-08 R-REG-17 R-REG-21 R-VAL-04 register by mobile with the texted code and land logged in', async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    await page.goto('/m/register');
    await page.getByTestId('register-mode-mobileNum').tap();
    const form = page.getByTestId('register-form');
    await form.getByTestId('dialing-code').selectOption('63');
    await form.getByLabel('Mobile number', { exact: true }).fill(`0${mobile}`);
    const sent = page.waitForRequest('**/wps/verification/sms/register');
    await form.getByTestId('sms-send').tap();
    expect((await sent).postDataJSON()).toMatchObject({ mobileNum: mobile, countryDialingCode: '63' });
    await expect(form.getByTestId('sms-send')).toBeDisabled();
    await form.getByLabel('SMS code', { exact: true }).fill('12ab');
    await expect(form.getByLabel('SMS code', { exact: true })).toHaveValue('12');
    await form.getByLabel('SMS code', { exact: true }).fill(await readSmsCode(mobile));
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await confirmAge(form);
    await form.getByTestId('terms-checkbox').check();
    const put = page.waitForRequest('**/wps/member/register/mobile');
    await form.getByTestId('register-submit').tap();
    const body = (await put).postDataJSON();
    expect(body).toMatchObject({
      mobileNum: `0${mobile}`,
      countryDialingCode: '63',
      username: '',
      agreeTerms: true,
    });
    expect(body.verificationCode).toMatch(/^\d{6}$/);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('welcome')).toBeVisible();
  });

  test('R-REG-02 with username registration off the mobile method is the only one', async ({ page }) => {
    const restore = await withFlag('USERNAMEREG3', false);
    try {
      await page.goto('/m/register');
      await expect(page.getByTestId('register-form')).toHaveAttribute('data-method', 'mobileNum');
      await expect(page.getByTestId('register-mode')).toHaveCount(0);
    } finally {
      await restore();
    }
  });
});
