import { expect, setRegisterCaptcha, test } from './account-helpers';
import { memberWith } from './cashier-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('cashier: Alipay and WeChat Pay through the second gateway', () => {
  test('R-WALLET-07 R-API-91 R-API-94 lists Alipay and WeChat Pay under their own gateway, QQ Wallet nowhere @layout', async ({
    page,
  }) => {
    await memberWith(page, 0);
    await page.goto('/m/voucherCenter');
    const wallets = page.getByTestId('deposit-vendor-STRIPE');
    await expect(wallets.getByRole('heading')).toHaveText('Cross-border e-wallets');
    await expect(wallets.getByTestId('deposit-method-alipay')).toContainText('Alipay₱100.00 – ₱50,000.00');
    await expect(wallets.getByTestId('deposit-method-wechat')).toContainText('WeChat Pay');
    await expect(
      page.getByTestId('deposit-vendor-PAYMONGO').getByTestId('deposit-method-gcash'),
    ).toBeVisible();
    await expect(page.getByTestId('deposit-method-qq')).toHaveCount(0);
  });

  test('R-API-94 R-WALLET-10 deposits through WeChat Pay: its QR page, paid, back to the paid order and the balance', async ({
    page,
  }) => {
    await memberWith(page, 0);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-method-wechat').tap();
    await page.getByTestId('amount-pick-500').tap();
    await page.getByTestId('deposit-submit').tap();
    await expect(page).toHaveTitle('Stripe checkout');
    await expect(page.getByTestId('gateway-qr')).toBeVisible();
    await page.getByTestId('gateway-pay').tap();
    await expect(page).toHaveURL(/\/m\/voucherCenter\?orderId=\d+/);
    await expect(page.getByTestId('deposit-result-status')).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('deposit-result')).toContainText('₱500.00');
    await page.goto('/m/home');
    await expect(page.getByTestId('balance-value')).toContainText('500.00');
  });

  test('R-API-91 an Alipay deposit cancelled on the gateway page comes back pending and credits nothing', async ({
    page,
  }) => {
    await memberWith(page, 0);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-method-alipay').tap();
    await page.getByTestId('deposit-amount').fill('250');
    await page.getByTestId('deposit-submit').tap();
    await expect(page).toHaveTitle('Stripe checkout');
    await expect(page.getByTestId('gateway-pay')).toHaveText('Authorize test payment');
    await page.getByTestId('gateway-cancel').tap();
    await expect(page).toHaveURL(/\/m\/voucherCenter\?orderId=\d+/);
    await expect(page.getByTestId('deposit-result-status')).toHaveAttribute('data-status', 'pending');
    await page.goto('/m/home');
    await expect(page.getByTestId('balance-value')).toHaveText('₱0.00 PHP');
  });
});
