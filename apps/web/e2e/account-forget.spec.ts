import { expect, PASSWORD, setRegisterCaptcha, submitLogin, test, uniqueName } from './account-helpers';
import { bindEmail, readResetLink, readSmsCode, registerWithMobile } from './account-sms-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const NEW_PASSWORD = 'copper-lagoon-harvest-58';

test.describe('forgotten password', () => {
  test('R-NAV-05 R-AUTH-42 R-AUTH-43 R-VAL-05 find by SMS: name and number get a code, which sets a new password; then /m/login', async ({
    page,
    request,
  }) => {
    const member = await registerWithMobile(request);
    await page.goto('/m/login');
    await page.getByTestId('forgot-link').tap();
    await expect(page).toHaveURL(/\/m\/forget$/);
    await expect(page.getByTestId('footer-menu')).toHaveCount(0);
    await expect(page.getByTestId('forget-mode-sms')).toHaveAttribute('aria-selected', 'true');
    const form = page.getByTestId('forget-sms-form');
    await expect(form.getByTestId('forget-sms-submit')).toBeDisabled();
    await form.getByTestId('sms-send').tap();
    await expect(form.getByTestId('message-username')).toHaveText('Username is required');
    await form.getByLabel('Username', { exact: true }).fill(member.username);
    await form.getByTestId('dialing-code').selectOption('63');
    await form.getByLabel('Mobile number', { exact: true }).fill(`0${member.mobile}`);
    const sent = page.waitForRequest('**/wps/member/password/verification');
    await form.getByTestId('sms-send').tap();
    expect((await sent).postDataJSON()).toEqual({
      username: member.username,
      mobileNum: member.mobile,
      countryDialingCode: '63',
      altcha: expect.any(String),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Verification code sent' })).toBeVisible();
    await expect(form.getByTestId('sms-send')).toHaveText(/^\d+ s$/);

    await form.getByLabel('SMS code', { exact: true }).fill('000000');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password', { exact: true }).fill('mismatch-value-9');
    await form.getByTestId('forget-sms-submit').tap();
    await expect(form.getByTestId('message-confirmNewPassword')).toHaveText(
      'Confirmation password does not match',
    );
    await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('SMS code', { exact: true }).fill(await readSmsCode(member.mobile));
    const reset = page.waitForRequest(
      (r) => r.url().endsWith('/wps/member/password/verification') && r.method() === 'PUT',
    );
    await form.getByTestId('forget-sms-submit').tap();
    expect((await reset).postDataJSON()).toMatchObject({
      username: member.username,
      mobileNum: member.mobile,
      countryDialingCode: '63',
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Password reset' })).toBeVisible();
    await submitLogin(page, member.username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('R-AUTH-43 R-ERR-16 a wrong code is refused under the code field', async ({ page, request }) => {
    const member = await registerWithMobile(request);
    await page.goto('/m/forget');
    const form = page.getByTestId('forget-sms-form');
    await form.getByLabel('Username', { exact: true }).fill(member.username);
    await form.getByTestId('dialing-code').selectOption('63');
    await form.getByLabel('Mobile number', { exact: true }).fill(member.mobile);
    await form.getByTestId('sms-send').tap();
    const code = await readSmsCode(member.mobile);
    await form.getByLabel('SMS code', { exact: true }).fill(code === '111111' ? '222222' : '111111');
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByTestId('forget-sms-submit').tap();
    await expect(form.getByTestId('message-verificationCode')).toHaveText('Verification code error');
    await expect(page).toHaveURL(/\/m\/forget$/);
  });

  test('R-AUTH-44 S-06 find by email: the same neutral message for an unknown name and a real one; the emailed link sets a new password', async ({
    page,
    request,
  }) => {
    await page.goto('/m/forget');
    await page.getByTestId('forget-mode-email').tap();
    let form = page.getByTestId('forget-email-form');
    await form.getByLabel('Username', { exact: true }).fill(uniqueName());
    await form.getByTestId('forget-email-submit').tap();
    const neutral = page.getByTestId('forget-email-sent');
    await expect(neutral).toHaveText(
      /If the account exists and has an email address, a reset link has been sent/,
    );
    const unknownText = await neutral.textContent();

    const member = await registerWithMobile(request);
    const email = `${member.username}@example.test`;
    await bindEmail(request, member.token, email);
    await page.goto('/m/forget');
    await page.getByTestId('forget-mode-email').tap();
    form = page.getByTestId('forget-email-form');
    await form.getByLabel('Username', { exact: true }).fill(member.username);
    await form.getByTestId('forget-email-submit').tap();
    await expect(neutral).toHaveText(unknownText ?? '');

    const link = new URL(await readResetLink(email));
    expect(link.pathname).toBe('/m/forget');
    await page.goto(`${link.pathname}${link.search}`);
    const reset = page.getByTestId('reset-link-form');
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByTestId('reset-link-submit').tap();
    await expect(page).toHaveURL(/\/m\/login$/);
    await submitLogin(page, member.username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/m\/home$/);

    // The link works once.
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await page.goto(`${link.pathname}${link.search}`);
    await reset.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await reset.getByLabel('Confirm new password', { exact: true }).fill(PASSWORD);
    await reset.getByTestId('reset-link-submit').tap();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link has expired or was already used' }),
    ).toBeVisible();
  });
});
