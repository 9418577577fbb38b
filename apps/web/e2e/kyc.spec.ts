import { readFileSync } from 'node:fs';
import {
  expect,
  logIn,
  ops,
  PASSWORD,
  registerMember,
  setCredentialSealing,
  setRegisterCaptcha,
  test,
  uniqueName,
} from './account-helpers';

const fixture = (name: string) =>
  readFileSync(new URL(`../../server/test/fixtures/images/${name}`, import.meta.url));
const PNG = { name: 'id-front.png', mimeType: 'image/png', buffer: fixture('screenshot.png') };
const JPEG = { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: fixture('photo.jpg') };

/** Today minus `years` in DD/MM/YYYY, as an English player types it. */
function typedYearsAgo(years: number, days = 0): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

test.beforeAll(async () => {
  await setRegisterCaptcha(false);
  // The first test reads the registration body, so it must go unsealed.
  await setCredentialSealing(false);
});

test.describe('date of birth and identity verification (issue 16)', () => {
  test('H-8 R-VAL-19 registration asks the date of birth, refuses under 21 inline, and registers an adult', async ({
    page,
  }) => {
    const username = uniqueName();
    await page.goto('/m/register');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Username', { exact: true }).fill(username);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    const birth = form.getByTestId('field-birthDate').locator('input');
    await expect(birth).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    // Digits only: the slashes come by themselves. Turns 21 tomorrow in Manila.
    await birth.pressSequentially(typedYearsAgo(21, 1).replaceAll('/', ''));
    await expect(birth).toHaveValue(typedYearsAgo(21, 1));
    await expect(form.getByTestId('message-birthDate')).toHaveText(
      'Sorry, you must be at least 21 years old to play.',
    );
    const submit = page.getByTestId('register-submit');
    await page.getByTestId('terms-checkbox').check();
    // The PAGCOR confirmation is needed too.
    await expect(submit).toBeDisabled();
    await page.getByTestId('not-restricted-checkbox').check();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/member/register')) sent.push(r.method());
    });
    await submit.tap();
    await expect(birth).toBeFocused();
    expect(sent).toEqual([]);

    await birth.fill(typedYearsAgo(21));
    await expect(form.getByTestId('message-birthDate')).toHaveCount(0);
    const registered = page.waitForRequest('**/wps/member/register');
    await submit.tap();
    const body = (await registered).postDataJSON();
    const [d, m, y] = typedYearsAgo(21).split('/');
    expect(body).toMatchObject({ username, birthDate: `${y}-${m}-${d}`, notRestrictedPerson: true });
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('H-6 the identity page uploads the ID and selfie, shows pending, then the rejection reason', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    await page.goto('/m/member/kyc');
    await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'none');
    await expect(page.getByTestId('birth-date-prompt')).toHaveCount(0);
    const submit = page.getByTestId('kyc-submit');
    await expect(submit).toBeDisabled();
    await page.getByTestId('kyc-front-file-input').setInputFiles(PNG);
    await page.getByTestId('kyc-back-file-input').setInputFiles({ ...PNG, name: 'id-back.png' });
    await expect(submit).toBeDisabled();
    await page.getByTestId('kyc-selfie-file-input').setInputFiles(JPEG);
    await expect(page.getByTestId('kyc-selfie-thumb')).toHaveCount(1);
    await expect(page.getByTestId('kyc-selfie-add')).toHaveCount(0);
    await submit.tap();
    await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('kyc-form')).toHaveCount(0);

    const listed = JSON.parse(await ops('kyc', 'list', '--status', 'pending')) as {
      id: number;
      username: string;
    }[];
    const mine = listed.find((row) => row.username === member.username);
    expect(mine).toBeDefined();
    await ops('kyc', 'reject', String(mine?.id), '--reason', 'The selfie is too dark');
    await page.reload();
    await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'rejected');
    await expect(page.getByTestId('kyc-status')).toContainText('The selfie is too dark');
    await expect(page.getByTestId('kyc-form')).toBeVisible();
  });
});
