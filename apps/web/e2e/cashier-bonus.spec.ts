import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, ops, sessionOf, setRegisterCaptcha, test } from './account-helpers';
import { addGcashCard, memberWith, setPaymentPassword } from './cashier-helpers';
import { launchSlot, spin } from './play-helpers';

/** The demo data's deposit promotion: 50 % up to ₱500 on ₱200 or more, wagered 10 times in 7 days, once per member. */
const DEMO_TITLE = 'Deposit bonus: 50% up to ₱500';

const offer = (page: Page, title: string) => page.getByTestId('bonus-offer').filter({ hasText: title });

/** A deposit promotion of the test's own (`ops bonus promo-add`), open to every member; its id. */
async function addPromo(terms: { percent: number; maxBonus: number; minDeposit: number }) {
  const title = `E2E top-up ${randomBytes(3).toString('hex')}`;
  const file = path.join(tmpdir(), `${title.replaceAll(' ', '-')}.json`);
  const promo = {
    titles: { EN: title },
    terms: { EN: `Test terms of ${title}.` },
    wageringMultiple: 20,
    expiryDays: 14,
    ...terms,
  };
  writeFileSync(file, JSON.stringify(promo));
  const id = /deposit promotion (\d+) added/.exec(await ops('bonus', 'promo-add', '--file', file))?.[1];
  if (!id) throw new Error('the promotion was not added');
  return { id, title };
}

/** The member's bonuses as the operator sees them, newest first (pesos). */
const bonusesOf = async (username: string) =>
  JSON.parse(await ops('bonus', 'list', '--member', username)) as {
    orderId: number;
    status: string;
    locked: number;
    expiresAt: string | null;
  }[];

/** A bank transfer of `amount` that joins the demo offer, up to the "sent" state. */
async function transferWithBonus(page: Page, amount: string) {
  await page.goto('/m/voucherCenter');
  await page.getByTestId('deposit-method-manual').tap();
  await offer(page, DEMO_TITLE).getByTestId('bonus-offer-pick').tap();
  await page.getByTestId('manual-amount').fill(amount);
  await page.getByTestId('manual-depositor').fill('Juan Dela Cruz');
  await page.getByTestId('manual-reference').fill(`BDO-${randomBytes(4).toString('hex')}`);
  const joined = page.waitForResponse((r) => r.url().endsWith('/wps/relay/MCS2_acceptPromo'));
  await page.getByTestId('manual-submit').tap();
  expect(await (await joined).json()).toMatchObject({ success: true, value: { status: 'pending' } });
  await expect(page.getByTestId('manual-sent')).toBeVisible();
}

/** The operator sees the member's transfer and confirms it: the bonus riding on it is credited. */
async function confirmTransfer(username: string) {
  const [bonus] = await bonusesOf(username);
  if (!bonus) throw new Error('no bonus joined');
  await ops('deposit', 'confirm', String(bonus.orderId), '--by', 'e2e');
}

/** `DD/MM/YYYY HH:mm` in Manila, which keeps UTC+8 all year. */
function manilaTime(iso: string): string {
  const [date = '', time = ''] = new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time.slice(0, 5)}`;
}

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('deposit bonuses', () => {
  test('R-PROMO-14 R-API-89 the deposit screen lists the offers with their terms and the responsible-gaming link; no bonus is the default, and an offer previews its bonus', async ({
    page,
  }) => {
    const extra = await addPromo({ percent: 100, maxBonus: 1_000, minDeposit: 500 });
    try {
      await memberWith(page, 0);
      await page.goto('/m/voucherCenter');
      const offers = page.getByTestId('bonus-offers');
      await expect(offers.getByTestId('bonus-none')).toBeChecked();
      const demo = offer(page, DEMO_TITLE);
      await expect(demo.getByTestId('bonus-offer-rate')).toHaveText('50% up to ₱500.00');
      for (const fact of ['Minimum deposit: ₱200.00', 'Wagering: 10× the bonus', 'Time to wager: 7 days'])
        await expect(demo).toContainText(fact);
      await expect(offer(page, extra.title).getByTestId('bonus-offer-rate')).toHaveText(
        '100% up to ₱1,000.00',
      );
      await expect(offer(page, extra.title)).toContainText('Minimum deposit: ₱500.00');

      const terms = demo.getByTestId('bonus-terms');
      await expect(terms.getByText(/once per member/)).toBeHidden();
      await terms.locator('summary').tap();
      await expect(terms.getByText(/once per member/)).toBeVisible();
      await expect(offers.getByTestId('bonus-rg')).toHaveAttribute('href', '/m/member/responsibleGaming');
      await expect(offers).toContainText('Any withdrawal before then forfeits what is left of it.');
      await expect(offers).not.toContainText(/guarantee|free money/i);

      await page.getByTestId('deposit-method-gcash').tap();
      await demo.getByTestId('bonus-offer-pick').tap();
      await expect(offers.getByTestId('bonus-none')).not.toBeChecked();
      await page.getByTestId('amount-pick-100').tap();
      await expect(page.getByTestId('bonus-preview')).toHaveText('Minimum deposit: ₱200.00');
      await page.getByTestId('deposit-submit').tap();
      await expect(page.getByTestId('gateway-deposit-form')).toContainText(
        'This bonus needs a bigger deposit',
      );
      await expect(page).toHaveURL(/\/m\/voucherCenter$/);
      await page.getByTestId('amount-pick-500').tap();
      await expect(page.getByTestId('bonus-preview')).toHaveText(
        'If this deposit is paid: a ₱250.00 bonus, unlocked once you have bet ₱2,500.00 in total.',
      );
      await offer(page, extra.title).getByTestId('bonus-offer-pick').tap();
      await expect(page.getByTestId('bonus-preview')).toContainText('a ₱500.00 bonus');
      await offers.getByTestId('bonus-none').tap();
      await expect(page.getByTestId('bonus-preview')).toHaveCount(0);
    } finally {
      await ops('bonus', 'promo-hide', extra.id);
    }
  });

  test('R-API-95 R-WALLET-08 joins the offer with a gateway deposit, pays on the gateway page, and sees the bonus credited, locked, its wagering and its expiry', async ({
    page,
  }) => {
    const member = await memberWith(page, 0);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('deposit-method-gcash').tap();
    await offer(page, DEMO_TITLE).getByTestId('bonus-offer-pick').tap();
    await page.getByTestId('amount-pick-500').tap();
    const joined = page.waitForResponse((r) => r.url().endsWith('/wps/relay/MCS2_acceptPromo'));
    await page.getByTestId('deposit-submit').tap();
    // The offer is joined for the order before the player leaves for the gateway's page (whose
    // navigation may come before the answer's body can be read: its status says enough).
    expect((await joined).status()).toBe(200);
    await expect(page).toHaveTitle('PayMongo checkout');
    expect((await bonusesOf(member.username))[0]).toMatchObject({ status: 'pending' });
    await page.getByTestId('gateway-pay').tap();
    await expect(page).toHaveURL(/\/m\/voucherCenter\?orderId=\d+/);
    await expect(page.getByTestId('deposit-result-status')).toHaveAttribute('data-status', 'paid');
    await page.getByTestId('deposit-result-done').tap();

    const card = page.getByTestId('bonus-card');
    await expect(card).toHaveAttribute('data-status', 'active');
    await expect(card.getByTestId('bonus-status')).toHaveText('Active');
    await expect(card.getByTestId('bonus-amount')).toHaveText('₱250.00');
    await expect(card.getByTestId('bonus-locked')).toHaveText('₱250.00');
    const progress = card.getByRole('progressbar', { name: 'Wagering progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(card.getByTestId('bonus-progress-text')).toHaveText('Wagered ₱0.00 of ₱2,500.00');
    const [bonus] = await bonusesOf(member.username);
    expect(bonus).toMatchObject({ status: 'active', locked: 250 });
    expect(Date.parse(bonus?.expiresAt ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    await expect(card.getByTestId('bonus-expires')).toHaveText(
      `Meet the wagering by ${manilaTime(bonus?.expiresAt ?? '')} (Philippine time)`,
    );
    await expect(card.getByTestId('bonus-rg')).toHaveAttribute('href', '/m/member/responsibleGaming');
    // While a bonus runs no other can be joined.
    await expect(page.getByTestId('bonus-offers')).toHaveCount(0);

    // A bet counts towards the wagering.
    await launchSlot(page);
    const { betCentavos } = await spin(page);
    await page.goto('/m/voucherCenter');
    await expect(card.getByTestId('bonus-progress-text')).toHaveText(
      `Wagered ₱${(betCentavos / 100).toFixed(2)} of ₱2,500.00`,
    );
  });

  test('R-WALLET-08 R-API-95 a bank transfer joins the offer and waits for its deposit; once confirmed, the player gives the bonus up after a question and it is gone', async ({
    page,
  }) => {
    const member = await memberWith(page, 0);
    await transferWithBonus(page, '400');
    await page.goto('/m/voucherCenter');
    const card = page.getByTestId('bonus-card');
    await expect(card).toHaveAttribute('data-status', 'pending');
    await expect(card.getByTestId('bonus-status')).toHaveText('Waiting for your deposit');

    await confirmTransfer(member.username);
    await page.reload();
    await expect(card).toHaveAttribute('data-status', 'active');
    await expect(card.getByTestId('bonus-locked')).toHaveText('₱200.00');
    await card.getByTestId('bonus-give-up').tap();
    const dialog = page.getByTestId('bonus-give-up-dialog');
    await expect(dialog).toContainText('The ₱200.00 still locked is removed from your balance');
    await dialog.getByTestId('dialog-cancel').tap();
    await expect(dialog).toHaveCount(0);
    await expect(card).toHaveAttribute('data-status', 'active');

    await card.getByTestId('bonus-give-up').tap();
    await dialog.getByTestId('dialog-confirm').tap();
    await expect(card).toHaveCount(0);
    // The demo offer is once per member: none is left to join.
    await expect(page.getByTestId('bonus-offers-empty')).toBeVisible();
    expect((await bonusesOf(member.username))[0]).toMatchObject({ status: 'forfeited', locked: 0 });
    await page.goto('/m/home');
    await expect(page.getByTestId('balance-value')).toContainText('400.00');
  });

  test('R-WALLET-08 R-WALLET-12 while a bonus runs, the withdraw screen says what is locked, the wagering so far, that withdrawing forfeits it, and asks the player to agree', async ({
    page,
  }) => {
    const member = await memberWith(page, 0);
    await transferWithBonus(page, '600');
    await confirmTransfer(member.username);
    await page.goto('/m/withdraw');
    await setPaymentPassword(page, '482913');
    const warning = page.getByTestId('withdraw-bonus-warning');
    await expect(warning).toContainText(
      'You have a running bonus with ₱300.00 still locked. Withdrawing now forfeits what is left of it.',
    );
    await expect(warning.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(warning).toContainText('Wagered ₱0.00 of ₱3,000.00');
    await addGcashCard(page, '09171234567', 'Juan Dela Cruz');
    const agree = page.getByRole('checkbox', { name: 'I understand my bonus will be forfeited' });
    await expect(agree).not.toBeChecked();
    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-password').fill('482913');
    await page.getByTestId('withdraw-submit').tap();
    await expect(page.getByTestId('bonus-forfeit-message')).toHaveText(
      'Tick the box to confirm that you give up the bonus.',
    );
    await agree.tap();
    await expect(agree).toBeChecked();
    await expect(page.getByTestId('bonus-forfeit-message')).toHaveCount(0);
  });

  test('R-WALLET-08 R-WALLET-12 a withdrawal the player agreed to forfeits a bonus still waiting for its deposit; one sent without the agreement is refused at the checkbox', async ({
    page,
  }) => {
    const member = await memberWith(page, 2_000);
    await transferWithBonus(page, '500');
    await page.goto('/m/withdraw');
    await setPaymentPassword(page, '135792');
    await expect(page.getByTestId('withdraw-bonus-warning')).toContainText(
      'You have a bonus waiting for your deposit. Withdrawing now gives it up.',
    );
    await addGcashCard(page, '09181234567', 'Ana Reyes');
    await page.getByTestId('withdraw-amount').fill('300');
    await page.getByTestId('withdraw-password').fill('135792');
    await page.getByTestId('bonus-forfeit-agree').tap();

    // As a client that leaves the agreement out would send it: the server's refusal shows at the checkbox.
    await page.route('**/wps/transaction/withdraw', (route) => {
      const { forfeitBonus: _left, ...body } = route.request().postDataJSON();
      return route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByTestId('withdraw-submit').tap();
    await expect(page.getByTestId('bonus-forfeit-message')).toHaveText(
      'You have a bonus running. It has to be finished or given up first.',
    );
    await expect(page.getByTestId('cashier-form-error')).toHaveCount(0);
    await page.unroute('**/wps/transaction/withdraw');

    const sent = page.waitForRequest((r) => r.url().endsWith('/wps/transaction/withdraw'));
    await page.getByTestId('withdraw-submit').tap();
    expect((await sent).postDataJSON()).toMatchObject({ amount: 300, forfeitBonus: true });
    await expect(page.getByTestId('withdraw-amount')).toHaveValue('');
    await expect(page.getByTestId('withdraw-bonus-warning')).toHaveCount(0);
    await expect(page.getByTestId('bonus-forfeit-agree')).toHaveCount(0);
    expect((await bonusesOf(member.username))[0]).toMatchObject({ status: 'forfeited' });
  });

  test('R-WALLET-08 R-WALLET-12 a bonus joined after the withdraw screen loaded is fetched when the server refuses, and its agreement asked for', async ({
    page,
  }) => {
    await memberWith(page, 2_000);
    await page.goto('/m/withdraw');
    await setPaymentPassword(page, '246813');
    await addGcashCard(page, '09191234567', 'Lea Cruz');
    await expect(page.getByTestId('withdraw-bonus-warning')).toHaveCount(0);

    // Meanwhile, in another tab, the player joins the offer with a bank transfer.
    const headers = { token: (await sessionOf(page)).token, 'sec-fetch-site': 'same-origin' };
    const order = await page.request.post('/wps/relay/MCS2_depositManualTransfer', {
      headers,
      data: {
        amount: 300,
        depositorName: 'Lea Cruz',
        transferRef: 'BDO-7781',
        requestId: `req-${randomBytes(6).toString('hex')}`,
      },
    });
    const orderId = Number((await order.json()).value.orderId);
    const offers = (await (await page.request.get('/wps/relay/MCS2_depositPromoList', { headers })).json())
      .value.list as { promoId: number; title: string }[];
    const promoId = offers.find((promo) => promo.title === DEMO_TITLE)?.promoId;
    const joined = await page.request.post('/wps/relay/MCS2_acceptPromo', {
      headers,
      data: { promoId, orderId },
    });
    expect(joined.ok()).toBe(true);

    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-password').fill('246813');
    await page.getByTestId('withdraw-submit').tap();
    await expect(page.getByTestId('withdraw-bonus-warning')).toContainText(
      'You have a bonus waiting for your deposit. Withdrawing now gives it up.',
    );
    // The agreement the form now shows is what stands between the player and the withdrawal.
    await expect(page.getByTestId('bonus-forfeit-message')).toHaveText(
      'Tick the box to confirm that you give up the bonus.',
    );
    await expect(page.getByTestId('bonus-forfeit-agree')).not.toBeChecked();
    await expect(page.getByTestId('cashier-form-error')).toHaveCount(0);
  });

  test('R-API-95 an offer that can no longer be joined is refused with its reason, and the gateway deposit goes on without the bonus', async ({
    page,
  }) => {
    const closing = await addPromo({ percent: 20, maxBonus: 300, minDeposit: 100 });
    try {
      const member = await memberWith(page, 0);
      await page.goto('/m/voucherCenter');
      await page.getByTestId('deposit-method-gcash').tap();
      await offer(page, closing.title).getByTestId('bonus-offer-pick').tap();
      await page.getByTestId('amount-pick-500').tap();
      await ops('bonus', 'promo-hide', closing.id);
      await page.getByTestId('deposit-submit').tap();
      const refused = page.getByTestId('bonus-refused');
      await expect(refused.getByTestId('bonus-refused-reason')).toHaveText(
        /^This deposit cannot join the bonus/,
      );
      await expect(page.getByTestId('deposit-submit')).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/voucherCenter$/);
      await refused.getByTestId('bonus-continue-without').tap();
      await expect(page).toHaveTitle('PayMongo checkout');
      await page.getByTestId('gateway-pay').tap();
      await expect(page.getByTestId('deposit-result-status')).toHaveAttribute('data-status', 'paid');
      await page.getByTestId('deposit-result-done').tap();
      await expect(page.getByTestId('bonus-offers')).toBeVisible();
      await expect(page.getByTestId('bonus-card')).toHaveCount(0);
      expect(await bonusesOf(member.username)).toEqual([]);
    } finally {
      await ops('bonus', 'promo-hide', closing.id);
    }
  });
});
