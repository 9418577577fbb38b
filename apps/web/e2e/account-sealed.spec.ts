import type { Request } from '@playwright/test';
import {
  confirmAge,
  expect,
  PASSWORD,
  setCredentialSealing,
  setRegisterCaptcha,
  submitLogin,
  test,
  uniqueName,
} from './account-helpers';

test.beforeAll(async () => {
  await setRegisterCaptcha(false);
  await setCredentialSealing(true);
});

/** The body went as one sealed blob with the scheme in the header, and the password is nowhere in it. */
function expectSealed(request: Request, secret: string) {
  expect(request.headers().encryption).toBe('RSA-OAEP-256+A256GCM');
  const body = request.postDataJSON();
  expect(Object.keys(body)).toEqual(['data']);
  const envelope = JSON.parse(Buffer.from(body.data, 'base64').toString('utf8'));
  expect(Object.keys(envelope).sort()).toEqual(['ciphertext', 'iv', 'key']);
  expect(request.postData()).not.toContain(secret);
  expect(Buffer.from(body.data, 'base64').toString('utf8')).not.toContain(secret);
}

test('R-AUTH-14 R-REG-17 registration and login are sealed with the published key, and the server opens them', async ({
  page,
}) => {
  const username = uniqueName();
  await page.goto('/m/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await confirmAge(page);
  await page.getByTestId('terms-checkbox').check();
  const registered = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith('/wps/member/register'),
  );
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/wps/member/register'),
  );
  await form.getByTestId('register-submit').tap();
  expectSealed(await registered, PASSWORD);
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('welcome')).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  await page.goto('/m/login');
  const login = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/wps/session/login'));
  await submitLogin(page, username, PASSWORD);
  expectSealed(await login, PASSWORD);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toBeVisible();
});

test('R-AUTH-14 with sealing switched off the login goes plain over TLS, and still works', async ({
  page,
  request,
}) => {
  await setCredentialSealing(false);
  try {
    const username = uniqueName();
    const res = await request.put('/wps/member/register', {
      headers: { 'sec-fetch-site': 'same-origin' },
      data: {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeTerms: true,
        birthDate: '1990-05-17',
        notRestrictedPerson: true,
      },
    });
    expect(res.status()).toBe(200);
    await page.goto('/m/login');
    const login = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/wps/session/login'));
    await submitLogin(page, username, PASSWORD);
    const sent = await login;
    expect(sent.headers().encryption).toBeUndefined();
    expect(sent.postDataJSON()).toMatchObject({ username, password: PASSWORD });
    await expect(page.getByTestId('welcome')).toBeVisible();
  } finally {
    await setCredentialSealing(true);
  }
});
