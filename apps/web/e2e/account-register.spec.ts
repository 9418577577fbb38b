import {
  confirmAge,
  expect,
  PASSWORD,
  registerMember,
  sessionOf,
  setCredentialSealing,
  setRegisterCaptcha,
  storageOf,
  test,
  uniqueName,
} from './account-helpers';

// These tests read the plain payload the forms send; sealing has its own (account-sealed.spec.ts).
test.beforeAll(async () => {
  await setRegisterCaptcha(false);
  await setCredentialSealing(false);
});

test.describe('registration', () => {
  test('R-REG-04 R-REG-09 R-REG-10 R-REG-16 R-REG-18 R-REG-21 R-VAL-06 R-VAL-13 R-CONST-17 register with the operator’s fields and land logged in at home', async ({
    page,
  }) => {
    const username = uniqueName();
    await page.goto('/m/');
    await page.getByTestId('header-register').tap();
    await expect(page).toHaveURL(/\/m\/register$/);
    const form = page.getByTestId('register-form');
    // The default config: username, password and confirmation required; mobile and invitation code optional.
    for (const name of ['username', 'password', 'confirmPassword']) {
      await expect(form.getByTestId(`field-${name}`).getByTestId('required-mark')).toBeVisible();
    }
    for (const name of ['mobileNum', 'affiliateCode']) {
      await expect(form.getByTestId(`field-${name}`)).toBeVisible();
      await expect(form.getByTestId(`field-${name}`).getByTestId('required-mark')).toHaveCount(0);
    }
    await expect(form.getByTestId('field-email')).toHaveCount(0);
    await expect(form.getByTestId('captcha-image')).toHaveCount(0);

    const terms = page.getByTestId('terms');
    await expect(terms).toContainText('at least 21 years old');
    await expect(terms).not.toContainText('18');
    await expect(page.getByTestId('terms-link')).toHaveAttribute('href', '/m/help#terms');
    const submit = page.getByTestId('register-submit');
    await expect(submit).toBeDisabled();
    await confirmAge(page);
    await page.getByTestId('terms-checkbox').check();
    await expect(submit).toBeEnabled();

    // Nothing is sent while a field fails, and the first failing field takes the focus.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/member/register')) sent.push(r.method());
    });
    await form.getByLabel('Password', { exact: true }).fill('short');
    await submit.tap();
    await expect(form.getByTestId('message-username')).toHaveText('Username is required');
    await expect(form.getByTestId('message-password')).toHaveText('The password must be 8 to 64 characters');
    await expect(form.getByTestId('message-confirmPassword')).toHaveText('Confirm password is required');
    await expect(form.getByLabel('Username', { exact: true })).toBeFocused();
    await form.getByLabel('Username', { exact: true }).fill(username);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(`${PASSWORD}x`);
    await submit.tap();
    await expect(form.getByTestId('message-confirmPassword')).toHaveText(
      'Confirmation password does not match',
    );
    await expect(form.getByLabel('Confirm password', { exact: true })).toBeFocused();
    expect(sent).toEqual([]);

    await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    const registered = page.waitForRequest('**/wps/member/register');
    await submit.tap();
    const body = (await registered).postDataJSON();
    const origin = new URL(page.url()).origin;
    expect(body).toMatchObject({
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobileNum: '',
      countryDialingCode: '',
      affiliateCode: '',
      registerMethod: 'H5',
      registerUrl: origin,
      domain: new URL(origin).host,
      type: 0,
      agreeTerms: true,
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Welcome! Your account is ready.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('welcome')).toHaveText(`Hi, ${username}`);
    expect(await sessionOf(page)).toMatchObject({ userName: username, type: 0, merchantCode: 'PERLA' });
    expect(await storageOf(page, 'autoLogin')).toBe('1');
  });

  test('R-REG-15 R-ERR-20 a taken username says so when it leaves the field, whatever its letter case', async ({
    page,
    request,
  }) => {
    const taken = await registerMember(request);
    await page.goto('/m/register');
    const username = page.getByLabel('Username', { exact: true });
    const shouted = taken.username.toUpperCase();
    await username.fill(shouted);
    const check = page.waitForRequest('**/wps/check/username*');
    await page.getByLabel('Password', { exact: true }).tap();
    expect(new URL((await check).url()).searchParams.get('username')).toBe(shouted);
    await expect(page.getByTestId('message-username')).toHaveText('Username already exists');
    // A free name clears it.
    await username.fill(uniqueName());
    await page.getByLabel('Password', { exact: true }).tap();
    await expect(page.getByTestId('message-username')).toHaveCount(0);
  });

  test('R-REG-14 R-REG-13 R-ERR-01 R-ERR-13 an invitation code from the link is filled in; an unknown one is refused and focused', async ({
    page,
  }) => {
    await page.goto('/m/register?affiliateCode=ZZ99ZZ99');
    const code = page.getByLabel('Invitation code', { exact: true });
    await expect(code).toHaveValue('ZZ99ZZ99');
    expect(await page.evaluate(() => sessionStorage.getItem('affiliateCode'))).toBe('ZZ99ZZ99');
    await page.getByLabel('Username', { exact: true }).fill(uniqueName());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await confirmAge(page);
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('register-submit').tap();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid invitation code' })).toBeVisible();
    await expect(page.getByTestId('message-affiliateCode')).toHaveText('Invalid invitation code');
    await expect(code).toBeFocused();
    await expect(page).toHaveURL(/\/m\/register\?affiliateCode=ZZ99ZZ99$/);
  });

  test.describe('with the register captcha on', () => {
    test.afterEach(() => setRegisterCaptcha(false));

    test('R-REG-06 R-REG-22 R-VAL-03 the captcha shows, a tap renews it and empties the input, and a wrong one is refused', async ({
      page,
    }) => {
      await setRegisterCaptcha(true);
      await page.goto('/m/register');
      const box = page.getByTestId('captcha-image');
      const image = box.locator('img');
      await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
      await expect(page.getByTestId('field-captcha').getByTestId('required-mark')).toBeVisible();
      const captcha = page.getByLabel('Captcha', { exact: true });
      await captcha.fill('12');
      const first = await image.getAttribute('src');
      await box.tap();
      await expect(captcha).toHaveValue('');
      await expect(image).not.toHaveAttribute('src', first ?? '');

      await page.getByLabel('Username', { exact: true }).fill(uniqueName());
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
      await confirmAge(page);
      await page.getByTestId('terms-checkbox').check();
      await page.getByTestId('register-submit').tap();
      await expect(page.getByTestId('message-captcha')).toHaveText('Enter a captcha');

      const refused = await image.getAttribute('src');
      await captcha.fill('000000');
      await page.getByTestId('register-submit').tap();
      await expect(page.getByTestId('message-captcha')).toHaveText('Verification code error');
      await expect(captcha).toHaveValue('');
      await expect(image).not.toHaveAttribute('src', refused ?? '');
      await expect(page).toHaveURL(/\/m\/register$/);
    });
  });
});
