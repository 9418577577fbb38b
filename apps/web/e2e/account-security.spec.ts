import { expect, logIn, registerMember, setRegisterCaptcha, test } from './account-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const openMemberHome = async (page: import('@playwright/test').Page) => {
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-home')).toBeVisible();
};

test.describe('member centre security', () => {
  test('R-AUTH-50 the avatar is read from the server; another one is saved form-encoded and shown', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    const icon = page.waitForResponse(
      (r) => r.url().endsWith('/wps/member/info/icon') && r.request().method() === 'GET',
    );
    await logIn(page, member);
    await openMemberHome(page);
    await icon;
    await page.getByTestId('member-avatar-button').tap();
    const sheet = page.getByTestId('avatar-sheet');
    await expect(sheet.getByRole('button', { name: /^Avatar \d+$/ })).toHaveCount(12);
    const saved = page.waitForRequest(
      (r) => r.url().endsWith('/wps/member/info/icon') && r.method() === 'POST',
    );
    await sheet.getByTestId('avatar-5').tap();
    const post = await saved;
    expect(post.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(post.postData()).toBe('icon=5');
    await expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await page.reload();
    await page.getByTestId('member-avatar-button').tap();
    await expect(page.getByTestId('avatar-5')).toHaveAttribute('aria-pressed', 'true');
  });

  test('R-AUTH-51 nickname, email and payee name are saved form-encoded and shown after each save', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    await openMemberHome(page);

    await page.getByTestId('profile-nickname').tap();
    let sheet = page.getByTestId('profile-sheet');
    const nick = page.waitForRequest('**/wps/member/info/nickname');
    await sheet.getByLabel('Nickname', { exact: true }).fill('Lakan');
    await sheet.getByTestId('profile-save').tap();
    expect((await nick).postData()).toBe('nickname=Lakan');
    await expect(page.getByTestId('member-name')).toHaveText('Lakan');

    await page.getByTestId('security-email').tap();
    sheet = page.getByTestId('profile-sheet');
    await sheet.getByLabel('Email', { exact: true }).fill('not-an-email');
    await sheet.getByTestId('profile-save').tap();
    await expect(sheet.getByTestId('message-email')).toBeVisible();
    await sheet.getByLabel('Email', { exact: true }).fill(`${member.username}@example.test`);
    await sheet.getByTestId('profile-save').tap();
    await expect(page.getByTestId('security-email')).not.toContainText('Not linked');
    await expect(page.getByTestId('security-email')).toContainText('@example.test');

    await page.getByTestId('profile-payee').tap();
    sheet = page.getByTestId('profile-sheet');
    await sheet.getByLabel('Payee name', { exact: true }).fill('Juan Dela Cruz');
    await sheet.getByTestId('profile-save').tap();
    await expect(page.getByTestId('profile-payee')).toContainText('Juan Dela Cruz');
  });

  test('R-AUTH-52 R-VAL-09 S-14 set the payment password; changing it needs the old one', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    await openMemberHome(page);
    const row = page.getByTestId('security-payment');
    await expect(row).toContainText('Not set');
    await row.tap();
    let form = page.getByTestId('payment-form');
    await expect(form.getByLabel('Current payment password', { exact: true })).toHaveCount(0);
    await form.getByLabel('New payment password', { exact: true }).fill('12a34');
    await expect(form.getByLabel('New payment password', { exact: true })).toHaveValue('1234');
    await form.getByTestId('payment-save').tap();
    await expect(form.getByTestId('message-paymentPassword')).toHaveText(
      'The payment password is exactly 6 digits',
    );
    await form.getByLabel('New payment password', { exact: true }).fill('246813');
    await form.getByLabel('Confirm payment password', { exact: true }).fill('246813');
    const set = page.waitForRequest('**/wps/member/paymentPassword');
    await form.getByTestId('payment-save').tap();
    expect((await set).postDataJSON()).toEqual({
      paymentPassword: '246813',
      confirmPaymentPassword: '246813',
    });
    await expect(page.getByTestId('payment-sheet')).toHaveCount(0);
    await expect(row).toContainText('Change');

    await row.tap();
    form = page.getByTestId('payment-form');
    await form.getByLabel('Current payment password', { exact: true }).fill('111111');
    await form.getByLabel('New payment password', { exact: true }).fill('135792');
    await form.getByLabel('Confirm payment password', { exact: true }).fill('135792');
    await form.getByTestId('payment-save').tap();
    await expect(form.getByTestId('message-oldPaymentPassword')).toBeVisible();
    await form.getByLabel('Current payment password', { exact: true }).fill('246813');
    // The toast lasts two seconds: watch for it from the tap, so a slow machine cannot miss it.
    const saved = expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();
    await form.getByTestId('payment-save').tap();
    await saved;
    await expect(page.getByTestId('payment-sheet')).toHaveCount(0);
  });

  test('R-AUTH-52 S-14 security questions are set, replacing them asks for the login password, and they reset a forgotten payment password', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    await openMemberHome(page);
    await page.getByTestId('security-questions').tap();
    let form = page.getByTestId('questions-form');
    const first = form.getByTestId('select-question0');
    await expect(first.locator('option')).not.toHaveCount(1);
    const values = await first
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await first.selectOption(values[0] as string);
    await form.getByTestId('select-question1').selectOption(values[0] as string);
    await form.getByLabel('Answer 1', { exact: true }).fill('Cebu');
    await form.getByLabel('Answer 2', { exact: true }).fill('Adobo');
    await form.getByTestId('questions-save').tap();
    await expect(form.getByTestId('field-question1')).toContainText('Choose two different questions');
    await form.getByTestId('select-question1').selectOption(values[1] as string);
    const saved = page.waitForRequest('**/wps/member/customerSecurityQuestions');
    await form.getByTestId('questions-save').tap();
    expect((await saved).postDataJSON()).toEqual({
      answers: [
        { questionId: Number(values[0]), answer: 'Cebu' },
        { questionId: Number(values[1]), answer: 'Adobo' },
      ],
    });
    await expect(page.getByTestId('security-questions')).toContainText('Change');

    await page.getByTestId('security-questions').tap();
    form = page.getByTestId('questions-form');
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
    await page.getByTestId('sheet-close').tap();

    // A payment password, then forgotten: the login password and the answers replace it.
    await page.getByTestId('security-payment').tap();
    const pay = page.getByTestId('payment-form');
    await pay.getByLabel('New payment password', { exact: true }).fill('246813');
    await pay.getByLabel('Confirm payment password', { exact: true }).fill('246813');
    await pay.getByTestId('payment-save').tap();
    await expect(page.getByTestId('security-payment')).toContainText('Change');
    await page.getByTestId('security-payment').tap();
    await page.getByTestId('payment-forgot').tap();
    const reset = page.getByTestId('payment-reset-form');
    await reset.getByLabel('Password', { exact: true }).fill(member.password);
    const answers = reset.locator('input[name^="answer"]');
    await expect(answers).toHaveCount(2);
    await answers.nth(0).fill('Cebu');
    await answers.nth(1).fill('Wrong answer');
    await reset.getByLabel('New payment password', { exact: true }).fill('975310');
    await reset.getByLabel('Confirm payment password', { exact: true }).fill('975310');
    await reset.getByTestId('payment-reset-save').tap();
    await expect(reset.getByTestId('message-answer0')).toBeVisible();
    await answers.nth(1).fill('adobo');
    const sent = page.waitForRequest('**/wps/member/paymentPassword/reset');
    const resetSaved = expect(page.getByRole('alert').filter({ hasText: 'Saved' })).toBeVisible();
    await reset.getByTestId('payment-reset-save').tap();
    expect((await sent).postDataJSON()).toMatchObject({
      password: member.password,
      paymentPassword: '975310',
    });
    await resetSaved;
    await expect(page.getByTestId('payment-reset-sheet')).toHaveCount(0);
  });
});
