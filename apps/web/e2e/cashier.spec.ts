import { expect, ops, setRegisterCaptcha, test } from './account-helpers';
import { memberWith, pendingOf } from './cashier-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('cashier', () => {
  test('R-WALLET-05 R-WALLET-16 guests are sent to log in from deposit and withdraw', async ({ page }) => {
    await page.goto('/m/voucherCenter');
    await expect(page).toHaveURL(/\/m\/login/);
    await page.goto('/m/withdraw');
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('R-ROLE-09 R-ERR-31 R-WALLET-16 a free trial is told to log in with an actual account', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await page.getByTestId('free-trial').tap();
    await expect(page).toHaveURL(/\/m\/home$/);
    for (const path of ['/m/voucherCenter', '/m/withdraw']) {
      await page.goto(path);
      await expect(page.getByTestId('real-account-only')).toContainText(
        'Please login an actual account to use this function',
      );
    }
    await page.getByTestId('real-account-only').getByTestId('dialog-cancel').tap();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('R-WALLET-07 R-WALLET-10 R-CONST-17 deposits through the gateway page, as the mobile gateway code, and comes back to the paid order', async ({
    page,
  }) => {
    await memberWith(page, 0);
    await page.goto('/m/voucherCenter');
    await expect(page.getByTestId('deposit-method-gcash')).toContainText('₱100.00 – ₱50,000.00');
    await page.getByTestId('deposit-method-gcash').tap();
    await page.getByTestId('amount-pick-500').tap();
    const created = page.waitForRequest('**/wps/relay/MCS2_depositPaymentGateway');
    await page.getByTestId('deposit-submit').tap();
    // The mobile site's gateway code is MOBILE (3), never WEB (1).
    expect((await created).postDataJSON()).toMatchObject({ amount: 500, method: 'gcash', gatewayCode: 3 });
    await expect(page).toHaveTitle('PayMongo checkout');
    await page.getByTestId('gateway-pay').tap();
    await expect(page).toHaveURL(/\/m\/voucherCenter\?orderId=\d+/);
    await expect(page.getByTestId('deposit-result-status')).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('deposit-result')).toContainText('₱500.00');
    await page.goto('/m/home');
    await expect(page.getByTestId('balance-value')).toContainText('500.00');
  });

  test('R-WALLET-09 R-WALLET-11 a manual transfer waits for the operator, who confirms it', async ({
    page,
  }) => {
    await memberWith(page, 0);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-method-manual').tap();
    await expect(page.getByTestId('receiving-number')).toHaveText('001234567890');
    await page.getByTestId('manual-submit').tap();
    await expect(page.getByTestId('manual-deposit-form')).toContainText('Enter an amount.');
    await page.getByTestId('manual-amount').fill('750');
    await page.getByTestId('manual-depositor').fill('Juan Dela Cruz');
    await page.getByTestId('manual-reference').fill('BDO-551230');
    await page.getByTestId('manual-submit').tap();
    await expect(page.getByTestId('manual-sent')).toBeVisible();
    const order = (await pendingOf('deposit')).at(-1);
    if (!order) throw new Error('no pending manual deposit');
    await ops('deposit', 'confirm', String(order.id), '--by', 'e2e');
    await page.getByTestId('manual-sent-records').tap();
    const record = page.getByTestId('deposit-record').first();
    await expect(record).toHaveAttribute('data-status', 'paid');
    await expect(record).toContainText('₱750.00');
  });

  test('R-WALLET-12 R-WALLET-13 R-WALLET-15 sets the payment password, adds an account, withdraws; the operator pays one and rejects one', async ({
    page,
  }) => {
    const member = await memberWith(page, 2_000);
    await page.goto('/m/withdraw');
    await page.getByTestId('payment-password-set').tap();
    const sheet = page.getByTestId('payment-sheet');
    await sheet.getByLabel('New payment password', { exact: true }).fill('482913');
    await sheet.getByLabel('Confirm payment password', { exact: true }).fill('482913');
    await sheet.getByTestId('payment-save').tap();
    await expect(page.getByTestId('withdrawable')).toContainText('2,000.00');

    await page.getByTestId('card-add').tap();
    await page.getByTestId('card-number').fill('09171234567');
    await page.getByTestId('card-name').fill('Juan Dela Cruz');
    await page.getByTestId('card-save').tap();
    await expect(page.getByTestId('payout-card')).toContainText('GCash');
    await expect(page.getByTestId('payout-card')).toContainText('•••• 4567');

    for (const amount of ['300', '200']) {
      await page.getByTestId('withdraw-amount').fill(amount);
      await page.getByTestId('withdraw-password').fill('482913');
      await page.getByTestId('withdraw-submit').tap();
      await expect(page.getByTestId('withdraw-amount')).toHaveValue('');
    }
    await expect(page.getByTestId('withdrawable')).toContainText('1,500.00');
    const [paid, refused] = (await pendingOf('withdraw')).filter((w) => w.username === member.username);
    if (!paid || !refused) throw new Error('two pending withdrawals expected');
    await ops('withdraw', 'approve', String(paid.id), '--ref', 'GC-991', '--by', 'e2e');
    await ops(
      'withdraw',
      'reject',
      String(refused.id),
      '--reason',
      'Name does not match the e-wallet',
      '--by',
      'e2e',
    );

    await page.getByTestId('cashier-tab-records').tap();
    const records = page.getByTestId('withdraw-record');
    await expect(records.filter({ hasText: 'Name does not match the e-wallet' })).toHaveAttribute(
      'data-status',
      'rejected',
    );
    await expect(records.filter({ hasText: 'GC-991' })).toHaveAttribute('data-status', 'paid');
    await page.getByTestId('cashier-tab-withdraw').tap();
    await expect(page.getByTestId('withdrawable')).toContainText('1,700.00');
  });

  test('R-WALLET-12 a pending withdrawal can be cancelled and the amount returns', async ({ page }) => {
    await memberWith(page, 500);
    await page.goto('/m/withdraw');
    await page.getByTestId('payment-password-set').tap();
    const sheet = page.getByTestId('payment-sheet');
    await sheet.getByLabel('New payment password', { exact: true }).fill('135792');
    await sheet.getByLabel('Confirm payment password', { exact: true }).fill('135792');
    await sheet.getByTestId('payment-save').tap();
    await page.getByTestId('card-add').tap();
    await page.getByTestId('card-number').fill('09181234567');
    await page.getByTestId('card-name').fill('Ana Reyes');
    await page.getByTestId('card-save').tap();
    await expect(page.getByTestId('payout-card')).toContainText('•••• 4567');
    await page.getByTestId('withdraw-amount').fill('500.01');
    await page.getByTestId('withdraw-password').fill('135792');
    await page.getByTestId('withdraw-submit').tap();
    await expect(page.getByTestId('withdraw-form')).toContainText('more than you can withdraw');
    await page.getByTestId('withdraw-amount').fill('400');
    await page.getByTestId('withdraw-submit').tap();
    await expect(page.getByTestId('withdrawable')).toContainText('100.00');
    await page.getByTestId('cashier-tab-records').tap();
    await page.getByTestId('withdraw-cancel').tap();
    await expect(page.getByTestId('withdraw-record').first()).toHaveAttribute('data-status', 'cancelled');
    await page.getByTestId('cashier-tab-withdraw').tap();
    await expect(page.getByTestId('withdrawable')).toContainText('500.00');
  });

  test('R-WALLET-06 the base deposit layout offers the same methods as rows', async ({ page }) => {
    await ops('setting', 'set', 'mobileTemplate', '{"mem_cen":1,"dep_func":0}');
    try {
      await memberWith(page, 0);
      await page.goto('/m/voucherCenter');
      await expect(page.getByTestId('deposit-methods')).toHaveAttribute('data-layout', 'rows');
      for (const method of ['qrph', 'gcash', 'paymaya', 'card', 'manual'])
        await expect(page.getByTestId(`deposit-method-${method}`)).toBeVisible();
    } finally {
      await ops('setting', 'set', 'mobileTemplate', '{"mem_cen":1,"dep_func":1}');
    }
  });

  test('R-WALLET-14 a forgotten payment password is reset from the withdraw screen', async ({ page }) => {
    await memberWith(page, 0);
    await page.goto('/m/withdraw');
    await page.getByTestId('payment-password-set').tap();
    const sheet = page.getByTestId('payment-sheet');
    await sheet.getByLabel('New payment password', { exact: true }).fill('246810');
    await sheet.getByLabel('Confirm payment password', { exact: true }).fill('246810');
    await sheet.getByTestId('payment-save').tap();
    await page.getByTestId('withdraw-forgot').tap();
    await expect(page.getByTestId('payment-reset-sheet')).toBeVisible();
  });
});
