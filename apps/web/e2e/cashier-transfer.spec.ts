import { expect, setRegisterCaptcha, test } from './account-helpers';
import { memberWith } from './cashier-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

/** The demo's transfer-wallet vendor, whose stand-in each test server runs (scripts/demo-gateway.mjs). */
const VENDOR = 'PEARLLIVE';

test.describe('game wallet transfers', () => {
  test('R-WALLET-18 R-API-85 moves money into a vendor wallet and back, both balances shown after', async ({
    page,
  }) => {
    await memberWith(page, 300);
    await page.goto('/m/member/home');
    const row = page.getByTestId(`vendor-wallet-${VENDOR}`);
    await expect(row).toContainText('PEARL LIVE');
    await expect(row).toContainText('₱0.00');
    await page.getByTestId(`vendor-transfer-${VENDOR}`).tap();
    const sheet = page.getByTestId('transfer-sheet');
    await expect(sheet.getByTestId('transfer-main-balance')).toHaveText('₱300.00');

    await sheet.getByTestId('transfer-amount').fill('300.01');
    await sheet.getByTestId('transfer-submit').tap();
    await expect(sheet).toContainText('That is more than this wallet holds.');
    await sheet.getByTestId('transfer-all').tap();
    await expect(sheet.getByTestId('transfer-amount')).toHaveValue('300');
    await sheet.getByTestId('transfer-amount').fill('120.50');
    await sheet.getByTestId('transfer-submit').tap();
    await expect(sheet.getByTestId('transfer-done')).toBeVisible();
    await expect(sheet.getByTestId('transfer-main-balance')).toHaveText('₱179.50');
    await expect(sheet.getByTestId('transfer-vendor-balance')).toHaveText('₱120.50');

    await sheet.getByTestId('transfer-direction-out').tap();
    await sheet.getByTestId('transfer-all').tap();
    await expect(sheet.getByTestId('transfer-amount')).toHaveValue('120.5');
    await sheet.getByTestId('transfer-submit').tap();
    await expect(sheet.getByTestId('transfer-main-balance')).toHaveText('₱300.00');
    await expect(sheet.getByTestId('transfer-vendor-balance')).toHaveText('₱0.00');
    await sheet.getByTestId('sheet-close').tap();
    await expect(page.getByTestId('balance-value')).toContainText('300.00');
    await expect(row).toContainText('₱0.00');

    await page.goto('/m/transactionRecord');
    const types = page.getByTestId('transaction-type');
    await expect(types.filter({ hasText: 'Transfer to game wallet' })).toHaveCount(1);
    await expect(types.filter({ hasText: 'Transfer from game wallet' })).toHaveCount(1);
  });
});
