import type { Page } from '@playwright/test';
import { expect, setRegisterCaptcha, test } from './account-helpers';
import { asPlayer, centavosIn, pesos } from './play-helpers';

/** A round runs until its crash point: a high one (10× takes 38 s) keeps the next betting phase away. */
const ROUND_WAIT_MS = 180_000;

test.beforeAll(() => setRegisterCaptcha(false));

/** Opens the in-house vendor's games, which open on the Crash classification, and taps Crash. */
async function launchCrash(page: Page) {
  await page.goto('/m/providers?vassalage=HOUSE');
  await page.getByTestId('game-tile').filter({ hasText: 'Crash' }).getByRole('button').first().tap();
  await expect(page).toHaveURL(/\/m\/house\/crash\?token=/);
  await expect(page.getByTestId('crash')).toBeVisible();
}

const action = (page: Page) => page.getByTestId('crash-action');

/**
 * Bets in the next betting phase and cashes out as soon as the round runs. A round that crashes
 * before the tap reaches the server (about 1 in 20 at 1.00×–1.02×) is a loss the server decides;
 * then the player tries the next round.
 */
async function betAndCashOut(page: Page) {
  for (let round = 0; round < 4; round++) {
    await expect(action(page)).toHaveText(/^Bet ₱10\.00$/, { timeout: ROUND_WAIT_MS });
    const before = centavosIn(await page.getByTestId('crash-balance').textContent());
    const placed = page.waitForResponse((r) => r.url().endsWith('/wps/house/crash/bet'));
    await action(page).tap();
    const bet = await (await placed).json();
    if (!bet.success) continue;
    expect(bet.value.balanceCentavos).toBe(before - 1_000);
    await expect(page.getByTestId('crash-balance')).toHaveText(`₱${pesos((before - 1_000) / 100)} PHP`);
    await expect(page.getByTestId('crash-bet')).not.toHaveCount(0);
    // The live list's totals count every bet of the round, this one among them.
    await expect(page.getByTestId('crash-totals')).toContainText('Total bet');
    await expect(page.getByTestId('crash-players-count')).not.toHaveText('0');
    await expect(action(page)).toHaveText(/^Cash out ₱[\d,]+\.\d{2}$/, { timeout: 15_000 });
    const answered = page.waitForResponse((r) => r.url().endsWith('/wps/house/crash/cashout'));
    await action(page).tap();
    const cashed = await (await answered).json();
    if (!cashed.success) {
      expect(cashed.code).toBe('CASHOUT_TOO_LATE');
      continue;
    }
    const { cashoutCents, payoutCentavos } = cashed.value.bet;
    expect(payoutCentavos).toBe(Math.floor((1_000 * cashoutCents) / 100));
    expect(cashed.value.balanceCentavos).toBe(before - 1_000 + payoutCentavos);
    await expect(action(page)).toHaveText(`Cashed out at ${(cashoutCents / 100).toFixed(2)}×`);
    return;
  }
  throw new Error('four rounds in a row crashed before the cash-out');
}

test.describe('in-house Crash', () => {
  test.describe.configure({ timeout: 4 * ROUND_WAIT_MS });
  test('R-GAMES-40 a member launches Crash from its tile, bets, watches the curve and cashes out by hand', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await launchCrash(page);
    await betAndCashOut(page);
    await page.getByTestId('crash-info-open').tap();
    const rules = page.getByTestId('crash-rules');
    await expect(rules).toContainText('House edge');
    await expect(rules).toContainText('1%');
    await expect(rules).toContainText('Maximum win per round');
  });

  test('R-GAMES-40 the verify page recomputes a past round in the browser and checks its chain links', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await launchCrash(page);
    const chip = page.getByTestId('crash-history').getByRole('link').first();
    await expect(chip).toBeVisible({ timeout: ROUND_WAIT_MS });
    const point = (await chip.textContent()) ?? '';
    await chip.tap();
    await expect(page).toHaveURL(/\/m\/house\/crash\/verify\?roundId=\d+/);
    const result = page.getByTestId('crash-verify-result');
    await expect(result).toContainText(point);
    await expect(result.getByTestId('crash-check').first()).toContainText(`Recomputed here: ${point}`);
    const checks = result.getByTestId('crash-check');
    await expect(checks.and(page.locator('[data-ok="true"]'))).toHaveCount(await checks.count());
    await expect(checks.and(page.locator('[data-ok="false"]'))).toHaveCount(0);

    await page.getByTestId('crash-verify-input').fill('999999');
    await page.getByRole('button', { name: 'Verify a round' }).tap();
    await expect(page.getByTestId('crash-verify-missing')).toBeVisible();
  });
});

test('R-NAV-19 /m/trail and its alias /m/trial run the free-trial login, then land on /m/home', async ({
  page,
}) => {
  for (const path of ['/m/trail', '/m/trial']) {
    await page.context().clearCookies();
    await page.goto('/m/home');
    await page.evaluate(() => localStorage.clear());
    const trial = page.waitForResponse((r) => r.url().endsWith('/wps/session/login/freeplay'));
    await page.goto(path);
    expect((await (await trial).json()).success).toBe(true);
    await expect(page).toHaveURL(/\/m\/home$/);
    const stored = await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'));
    expect(JSON.parse(stored ?? '{}').userName).toMatch(/^trial_/);
  }
});
