import { expect, setRegisterCaptcha, test } from './account-helpers';
import { memberWith } from './cashier-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('cashier: Alipay, WeChat Pay and QQ Wallet through their own gateways', () => {
  test('R-WALLET-07 R-API-91 R-API-92 R-API-94 lists Alipay and WeChat Pay under Stripe, QQ Wallet under its own gateway @layout', async ({
    page,
  }) => {
    await memberWith(page, 0);
    await page.goto('/m/voucherCenter');
    // One region for the e-wallets of both gateways, each gateway's methods in it.
    const region = page.getByRole('region', { name: 'Cross-border e-wallets' });
    await expect(region.getByRole('heading')).toHaveText('Cross-border e-wallets');
    const wallets = region.getByTestId('deposit-vendor-STRIPE');
    await expect(wallets.getByTestId('deposit-method-alipay')).toContainText('Alipay₱100.00 – ₱50,000.00');
    await expect(wallets.getByTestId('deposit-method-wechat')).toContainText('WeChat Pay');
    await expect(
      page.getByTestId('deposit-vendor-PAYMONGO').getByTestId('deposit-method-gcash'),
    ).toBeVisible();
    const qq = region.getByTestId('deposit-vendor-QQPAY');
    await expect(qq.getByTestId('deposit-method-qq')).toContainText('QQ Wallet');
    await expect(page.getByTestId('deposit-method-qq')).toHaveCount(1);
  });

  test('R-API-92 R-WALLET-10 deposits through QQ Wallet: its code shown on the site, scanned and paid, the order and balance credited', async ({
    page,
    context,
  }) => {
    await memberWith(page, 0);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-method-qq').tap();
    await page.getByTestId('amount-pick-500').tap();
    await page.getByTestId('deposit-submit').tap();
    const code = page.getByTestId('qr-code');
    await expect(code).toBeVisible();
    await expect(page.getByTestId('qr-payment')).toContainText('Scan with QQ to pay');
    await expect(page.getByTestId('deposit-result-status')).toHaveAttribute('data-status', 'pending');
    // Scanning opens the code's URL in QQ: here the stand-in's page, in another tab, pays (¥61.80).
    const scanned = await context.newPage();
    await scanned.goto(String(await code.getAttribute('data-code-url')));
    await expect(scanned.locator('h1')).toHaveText('CNY 61.80');
    await scanned.getByTestId('gateway-pay').click();
    await expect(scanned.locator('body')).toHaveText('Paid');
    await scanned.close();
    await expect(page.getByTestId('deposit-result-status')).toHaveAttribute('data-status', 'paid', {
      timeout: 10_000,
    });
    await expect(page.getByTestId('deposit-result')).toContainText('₱500.00');
    await page.goto('/m/home');
    await expect(page.getByTestId('balance-value')).toContainText('500.00');
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
