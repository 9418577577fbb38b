import type { Page } from '@playwright/test';
import { expect, setRegisterCaptcha, test } from './account-helpers';
import { memberWith } from './cashier-helpers';
import { openHome, openSideMenu } from './helpers';

test.beforeAll(() => setRegisterCaptcha(false));

/** Sends a manual transfer of `pesos` from the deposit screen. */
async function manualDeposit(page: Page, pesos: string) {
  await page.goto('/m/voucherCenter');
  await page.getByTestId('deposit-method-manual').tap();
  await page.getByTestId('manual-amount').fill(pesos);
  await page.getByTestId('manual-depositor').fill('Juan Dela Cruz');
  await page.getByTestId('manual-reference').fill(`BDO-${Date.now() % 1_000_000}`);
  await page.getByTestId('manual-submit').tap();
}

/** Sets one limit from its row on the responsible-gaming page. */
async function setLimit(page: Page, row: string, value: string) {
  await page
    .getByTestId(row)
    .getByRole('button', { name: /^(Set|Change)$/u })
    .tap();
  const editor = page.getByTestId('rg-editor');
  await editor.getByTestId('rg-editor-value').fill(value);
  await editor.getByTestId('rg-editor-save').tap();
  await expect(editor).toHaveCount(0);
}

test.describe('responsible gaming (issue 16)', () => {
  test('H-6 the page is reached from the side menu and the member centre', async ({ page }) => {
    await memberWith(page, 0);
    await openSideMenu(page);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Responsible gaming' }).tap();
    await expect(page).toHaveURL(/\/m\/member\/responsibleGaming$/);
    await expect(page.getByTestId('rg-limit-deposit-day')).toContainText('No limit');
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Responsible gaming' }).tap();
    await expect(page.getByTestId('responsible-gaming')).toBeVisible();
  });

  test('H-4 H-6 the footer claims only offered payments, no multi-currency, and leads to the page', async ({
    page,
  }) => {
    await memberWith(page, 0);
    await openHome(page);
    const services = page.getByTestId('site-footer').getByTestId('footer-services');
    // The stand-in gateway and the demo bank account are offered; PHP is the only real currency.
    await expect(services).toContainText('Safe');
    await expect(services).not.toContainText('Multi-currency');
    await page.getByTestId('footer-responsible-gaming').tap();
    await expect(page.getByTestId('responsible-gaming')).toBeVisible();
  });

  test('H-6 a deposit limit applies at once and refuses a deposit past it; a raise waits 24 hours for confirmation', async ({
    page,
  }) => {
    await memberWith(page, 0);
    await page.goto('/m/member/responsibleGaming');
    await setLimit(page, 'rg-limit-deposit-day', '1000');
    const row = page.getByTestId('rg-limit-deposit-day');
    await expect(row.getByTestId('rg-limit-value')).toHaveText('₱1,000.00');
    await expect(page.getByTestId('notice-success')).toHaveText('Limit saved. It applies now.');

    await setLimit(page, 'rg-limit-deposit-day', '2000');
    await expect(row.getByTestId('rg-limit-value')).toHaveText('₱1,000.00');
    await expect(row.getByTestId('rg-pending')).toContainText('Rises to ₱2,000.00 once you confirm it, from');
    await expect(row.getByTestId('rg-confirm')).toBeDisabled();

    await manualDeposit(page, '1500');
    await expect(page.getByText('This deposit would pass the deposit limit you set.')).toBeVisible();
  });

  test('H-6 a time-out is confirmed once, then a deposit is refused while withdrawal stays open', async ({
    page,
  }) => {
    await memberWith(page, 300);
    await page.goto('/m/member/responsibleGaming');
    await page.getByTestId('rg-break-24h').tap();
    const ask = page.getByTestId('rg-break-confirm');
    await expect(ask).toContainText('The break cannot be shortened.');
    await ask.getByTestId('dialog-confirm').tap();
    await expect(page.getByTestId('rg-restriction')).toContainText('You are on a break');
    await expect(page.getByTestId('rg-restriction-end')).toHaveText(
      /^Until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/u,
    );
    await expect(page.getByTestId('rg-break-7d')).toHaveCount(0);

    await manualDeposit(page, '500');
    await expect(page.getByText('You are on a break from play').first()).toBeVisible();
    await page.goto('/m/member/responsibleGaming');
    await page.getByTestId('rg-restriction').getByRole('link', { name: 'Withdraw' }).tap();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
  });
});
