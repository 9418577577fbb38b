import { expect, setRegisterCaptcha, test } from './account-helpers';
import { asMember, requestsTo } from './games-helpers';
import { asPlayer, centavosIn, launchSlot, pesos, SLOT, spin } from './play-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('in-house slots', { tag: '@layout' }, () => {
  test('R-GAMES-40 R-NAV-23 a member launches an in-house slot from its tile, spins with a chosen bet, sees the reels, wins and balance, and close returns to the tile', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await launchSlot(page);
    await expect(page.getByTestId('slot-balance')).toHaveText(/^₱[\d,]+\.\d{2} PHP$/);
    const before = centavosIn(await page.getByTestId('slot-balance').textContent());
    // Pearl Tide: 20 lines, line bets 0.05, 0.10, …
    await expect(page.getByTestId('line-bet')).toHaveText('₱0.05');
    await expect(page.getByTestId('bet-down')).toBeDisabled();
    await page.getByTestId('bet-up').tap();
    await expect(page.getByTestId('line-bet')).toHaveText('₱0.10');
    await expect(page.getByTestId('total-bet')).toHaveText('Total bet ₱2.00 · 20 lines');
    await expect(page.getByTestId('reel')).toHaveCount(5);
    await expect(page.getByTestId('cell')).toHaveCount(15);

    const answer = await spin(page);
    expect(answer.betCentavos).toBe(200);
    expect(answer.balanceCentavos).toBe(before - 200 + answer.winCentavos);
    await expect(page.getByTestId('slot-balance')).toHaveText(`₱${pesos(answer.balanceCentavos / 100)} PHP`);
    await expect(page.getByTestId('slot-win')).toHaveText(`₱${pesos(answer.winCentavos / 100)}`);
    if (answer.winCentavos > 0) {
      await expect(page.getByTestId('win-banner')).toContainText(pesos(answer.winCentavos / 100));
      await expect(page.getByTestId('win-line')).toHaveCount(answer.lineWins.length);
    } else {
      await expect(page.getByTestId('no-win')).toBeVisible();
    }

    await page.getByTestId('slot-info-open').tap();
    const info = page.getByTestId('slot-info');
    await expect(info.getByTestId('slot-rtp')).toHaveText('96.1%');
    await expect(info.getByTestId('slot-lines')).toHaveText('20');
    expect(await info.getByTestId('paytable').locator('li').count()).toBeGreaterThanOrEqual(8);
    await expect(info.getByTestId('slot-fairness')).toContainText(/[0-9a-f]{64}/);
    await info.getByTestId('sheet-close').tap();

    await page.getByTestId('slot-close').tap();
    await expect(page).toHaveURL(/\/m\/providers\?vassalage=HOUSE$/);
  });

  test('R-WALLET-01 R-WALLET-02 R-WALLET-03 the balance on another page updates at once over the websocket after a spin; the eye hides it', async ({
    page,
    request,
    context,
  }) => {
    await asPlayer(page, request);
    const home = await context.newPage();
    await home.goto('/m/home');
    const balance = home.getByTestId('balance-value');
    await expect(balance).toHaveText(/^₱[\d,]+\.\d{2} PHP$/);
    const refetches = requestsTo(home, '/wps/wallets/gcs');

    await launchSlot(page);
    const answer = await spin(page);
    await expect(balance).toHaveText(`₱${pesos(answer.balanceCentavos / 100)} PHP`, { timeout: 5_000 });
    expect(refetches, 'the update came from the socket, not from a refetch').toHaveLength(0);

    await home.getByTestId('balance-eye').tap();
    await expect(balance).toHaveText('***');
    await home.reload();
    await expect(home.getByTestId('balance-value')).toHaveText('***');
    await home.getByTestId('balance-eye').tap();
    await expect(home.getByTestId('balance-value')).toHaveText(`₱${pesos(answer.balanceCentavos / 100)} PHP`);
    const asked = home.waitForRequest((r) => r.url().includes('/wps/wallets/gcs'));
    await home.getByTestId('balance-refresh').tap();
    await asked;
    await expect(home.getByTestId('balance-value')).toHaveText(`₱${pesos(answer.balanceCentavos / 100)} PHP`);
  });

  test('H-3 a spin is verified in the browser after rotating the seed: hash, stops and win all check', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await launchSlot(page);
    await page.getByTestId('slot-info-open').tap();
    const committed = (await page.getByTestId('slot-fairness').locator('dd').first().textContent()) ?? '';
    await page.getByTestId('sheet-close').tap();
    const answer = await spin(page);
    expect(answer.roundId).toBeTruthy();

    await page.goto('/m/gameRecord');
    const record = page.locator(`[data-round-id="${answer.roundId}"]`);
    await expect(record).toContainText(SLOT.name);
    await record.getByTestId('record-verify').tap();
    await expect(page).toHaveURL(new RegExp(`/m/house/fairness\\?roundId=${answer.roundId}$`));
    await expect(page.getByTestId('verify-pending')).toBeVisible();
    await expect(page.getByTestId('fair-hash')).toHaveText(committed);

    await page.getByTestId('verify-go-rotate').tap();
    await expect(page.getByTestId('fair-seed-input')).toBeFocused();
    await page.getByTestId('fair-seed-input').fill('e2e-lucky-seed');
    await page.getByTestId('fair-rotate').tap();
    await expect(page.getByTestId('fair-client-seed')).toHaveText('e2e-lucky-seed');
    await expect(page.getByTestId('fair-hash')).not.toHaveText(committed);
    await expect(page.getByTestId('fair-revealed-seed').first()).toContainText(committed);

    await expect(page.getByTestId('verify-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
    for (const check of ['check-hash', 'check-stops', 'check-win']) {
      await expect(page.getByTestId(check)).toHaveAttribute('data-ok', 'true');
    }
    await expect(page.getByTestId('check-win')).toContainText(pesos(answer.winCentavos / 100));
  });

  test('R-GAMES-48 R-WALLET-19 R-WALLET-20 R-CONST-21 the records pages list the spin and its ledger movements, by period, vendor and type', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await launchSlot(page);
    const answer = await spin(page);

    await page.goto('/m/member/home');
    await expect(page.getByTestId('funds-summary')).toBeVisible();
    await page.getByRole('link', { name: 'Game records' }).tap();
    await expect(page).toHaveURL(/\/m\/gameRecord$/);
    const today = await page.getByTestId('records-end').inputValue();
    const from = await page.getByTestId('records-start').inputValue();
    expect((Date.parse(today) - Date.parse(from)) / 86_400_000).toBe(6);
    // The picked days read DD/MM/YYYY like the rows (R-CONST-21), whatever the browser's locale.
    const [year, month, day] = from.split('-');
    await expect(page.getByText(`${day}/${month}/${year}`, { exact: true })).toBeVisible();
    await page.getByTestId('records-vendor').selectOption('HOUSE');
    // Newest first: this test's spin leads the list.
    const record = page.getByTestId('game-record').first();
    await expect(record).toHaveAttribute('data-round-id', answer.roundId);
    await expect(page.getByTestId('game-record').filter({ hasNotText: 'HOUSE' })).toHaveCount(0);
    await expect(record).toContainText(`Bet ₱${pesos(answer.betCentavos / 100)}`);
    await expect(record.getByTestId('record-win-loss')).toContainText(
      pesos(Math.abs(answer.winCentavos - answer.betCentavos) / 100),
    );

    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Transaction records' }).tap();
    await expect(page).toHaveURL(/\/m\/transactionRecord$/);
    const movements = page.getByTestId('transaction');
    // Newest first: the spin's bet, and its win when it paid, lead the list.
    const bet = movements.filter({
      has: page.getByTestId('transaction-type').getByText('Bet', { exact: true }),
    });
    await expect(bet.first()).toContainText(`-₱${pesos(answer.betCentavos / 100)}`);
    await expect(bet.first()).toContainText(SLOT.name);
    if (answer.winCentavos > 0) {
      await expect(movements.first()).toHaveAttribute('data-tx-code', 'win');
      await expect(movements.first().getByTestId('transaction-type')).toHaveText('Win');
      await expect(movements.first()).toContainText(`+₱${pesos(answer.winCentavos / 100)}`);
    } else {
      await expect(movements.first()).toHaveAttribute('data-tx-code', 'bet');
    }
    await page.getByTestId('records-type').selectOption('bet');
    await expect(movements.first()).toHaveAttribute('data-tx-code', 'bet');
    await expect(movements.filter({ hasNotText: 'Bet' })).toHaveCount(0);
    // A period before the spin holds nothing.
    await page.getByTestId('records-type').selectOption('ALL');
    await page.getByTestId('records-end').fill(from);
    await page.getByTestId('records-start').fill(from);
    if (from !== today) await expect(page.getByTestId('records-empty')).toBeVisible();
  });

  test('R-API-14 a trial account plays an in-house slot with its DEMO credit', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByTestId('free-trial').tap();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('balance-value')).toHaveText('2,000.00 DEMO');
    await launchSlot(page);
    await expect(page.getByTestId('slot-balance')).toHaveText('2,000.00 DEMO');
    const answer = await spin(page);
    expect(answer.balanceCentavos).toBe(200_000 - answer.betCentavos + answer.winCentavos);
    await expect(page.getByTestId('slot-balance')).toHaveText(`${pesos(answer.balanceCentavos / 100)} DEMO`);
    // Demo credit is never shown as pesos anywhere in the machine.
    await expect(page.getByTestId('line-bet')).toHaveText(/^[\d.]+ DEMO$/);
    await expect(page.getByTestId('slot-win')).toHaveText(`${pesos(answer.winCentavos / 100)} DEMO`);
    await expect(page.getByTestId('slot')).not.toContainText('₱');
  });

  test('R-WALLET-05 a member without money is told so, with a way to deposit', async ({ page, request }) => {
    await asMember(page, request);
    await launchSlot(page);
    await expect(page.getByTestId('slot-balance')).toHaveText('₱0.00 PHP');
    const refused = page.waitForResponse((r) => r.url().endsWith('/wps/house/slots/spin'));
    await page.getByTestId('spin').tap();
    expect((await refused).status()).toBe(409);
    const sheet = page.getByTestId('slot-funds');
    await expect(sheet).toContainText('Not enough balance');
    await expect(sheet.getByTestId('slot-deposit')).toHaveAttribute('href', '/m/voucherCenter');
    await sheet.getByTestId('slot-funds-ok').tap();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByTestId('slot-balance')).toHaveText('₱0.00 PHP');
  });
});
