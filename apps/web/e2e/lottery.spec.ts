import type { Page } from '@playwright/test';
import { expect, sessionOf, setRegisterCaptcha, test } from './account-helpers';
import { asPlayer, centavosIn, gameFrame, pesos } from './play-helpers';

/** Pick 2 Express draws every minute, so a result is at most about 70 s away. */
const DRAW_WAIT_MS = 100_000;

/** The lobby's games: 2 house draws, 3D and 2D, and the five lotto games. */
const GAMES = 9;
test.beforeAll(() => setRegisterCaptcha(false));

const balance = async (page: Page) =>
  centavosIn(await gameFrame(page).getByTestId('lottery-balance').textContent());

/** Opens a house lottery's game page through /m/startLottery, as the lobby does. */
async function openGame(page: Page, gameId: string, extra = '') {
  await page.goto(`/m/startLottery?gameId=${gameId}&prize_mode=Elott${extra}`);
  await expect(page).toHaveURL(new RegExp(`/m/launchGame\\?playType=ent&gameId=${gameId}&`));
  await expect(gameFrame(page).getByTestId('lottery-game-page')).toBeVisible();
  await expect(gameFrame(page).getByTestId('lottery-balance')).toHaveText(/₱[\d,]+\.\d{2} PHP/);
}

/** Waits until the draw taking bets has at least `seconds` left before its close. */
async function waitForOpenBetting(page: Page, seconds: number) {
  const clock = gameFrame(page).getByTestId('lottery-game-countdown').getByRole('timer');
  await expect
    .poll(
      async () => {
        const text = (await clock.isVisible()) ? ((await clock.textContent()) ?? '') : '';
        const match = /^(\d+):(\d{2})$/.exec(text);
        return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
      },
      { timeout: DRAW_WAIT_MS, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(seconds);
}

/** Fills the bet form and confirms it in the dialog that shows the odds; the placed order's answer. */
async function placeBet(page: Page, type: string, pick: string, unit: string, times: string) {
  await gameFrame(page).getByTestId(`lottery-type-${type}`).check({ force: true });
  await gameFrame(page).getByTestId('lottery-pick').fill(pick);
  await gameFrame(page).getByTestId('lottery-unit').fill(unit);
  await gameFrame(page).getByTestId('lottery-multiplier').fill(times);
  await gameFrame(page).getByTestId('lottery-place').tap();
  const confirm = gameFrame(page).getByTestId('lottery-confirm');
  await expect(confirm).toBeVisible();
  const placed = page.waitForResponse((r) => r.url().endsWith('/lgw/orders/place'));
  const text = (await confirm.textContent()) ?? '';
  await confirm.getByTestId('dialog-confirm').tap();
  const body = await (await placed).json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return { text, order: body.value.order, balanceCentavos: body.value.balanceCentavos as number };
}

test.describe('house lottery', () => {
  test.describe.configure({ timeout: 4 * DRAW_WAIT_MS });

  test('R-NAV-18 R-GAMES-44 the lobby lists the house lotteries with their countdown and a popular section, and opens one through /m/startLottery', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await page.goto('/m/lottery');
    // The two house lotteries, then the official-results games: 3D and 2D (lottery-official.spec.ts)
    // and the five pick-6 lotto games (lottery-lotto.spec.ts).
    const games = page.getByTestId('lottery-game');
    await expect(games).toHaveCount(GAMES);
    await expect(games.filter({ hasText: 'Pick 3 Fast' })).toContainText('3 digits · a draw every 3 min');
    const express = games.filter({ hasText: 'Pick 2 Express' });
    await expect(express).toContainText('a draw every 1 min');
    await expect(express.getByTestId('lottery-countdown')).toContainText(/Draw #\d+/);
    await expect(page.getByTestId('lottery-popular')).toContainText('Popular this week');
    await express.getByTestId('lottery-play').tap();
    await expect(page).toHaveURL(
      /\/m\/launchGame\?playType=ent&gameId=pick2-express&gameGroupId=[^&]*&prize_mode=Elott&code=pick2-express$/,
    );
    await expect(gameFrame(page).getByTestId('lottery-game-page')).toHaveAttribute(
      'data-game-id',
      'pick2-express',
    );
    // The page says where the numbers come from, with the commitment of the draw taking bets.
    const fairness = gameFrame(page).getByTestId('lottery-fairness');
    await expect(fairness).toContainText('not an official PCSO draw');
    await expect(fairness.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
    // R-NAV-16: no pageBack, so the close control leads to the lottery hall, /m/game.
    await gameFrame(page).getByTestId('lottery-close').tap();
    await expect(page).toHaveURL(/\/m\/game$/);
    await expect(page.getByTestId('lottery-game')).toHaveCount(GAMES);
  });

  test('R-GAMES-46 the lobby shows the lotteries it kept when their list cannot be fetched', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await page.goto('/m/lottery');
    await expect(page.getByTestId('lottery-game')).toHaveCount(GAMES);
    await page.route('**/lgw/games/mobile*', (route) => route.abort('failed'));
    await page.reload();
    await expect(page.getByTestId('lottery-game')).toHaveCount(GAMES);
    await expect(page.getByTestId('lottery-game').filter({ hasText: 'Pick 3 Fast' })).toBeVisible();
  });

  test('R-NAV-18 the house vendor tile of the e-lottery category opens the lottery lobby', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await page.goto('/m/elott');
    await page.getByTestId('vendor-tile-HOUSE').tap();
    await expect(page).toHaveURL(/\/m\/lottery$/);
    await expect(page.getByTestId('lottery-game')).toHaveCount(GAMES);
  });

  test('R-GAMES-41 @layout /m/launchGame frames the lottery page full screen, its path built from the launch, the token and the merchant code', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await openGame(page, 'pick3-fast', '&pageBack=home');
    const frame = page.getByTestId('lottery-frame');
    const src = new URL((await frame.getAttribute('src')) ?? '', page.url());
    expect(src.origin).toBe(new URL(page.url()).origin);
    expect(src.pathname).toBe('/m/lottery/play');
    const { token, merchantCode } = await sessionOf(page);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      mui: '1',
      playType: 'ent',
      gameId: 'pick3-fast',
      prize_mode: 'Elott',
      merchantCode,
    });
    expect(new URLSearchParams(src.hash.slice(1)).get('token')).toBe(token);
    // Full screen, and the framed page has none of the site's own header or bottom bar.
    const viewport = page.viewportSize();
    expect(await frame.boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: viewport?.width,
      height: viewport?.height,
    });
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
    await expect(page.getByTestId('footer-menu')).toHaveCount(0);
    await expect(gameFrame(page).getByTestId('top-bar')).toHaveCount(0);
    await expect(gameFrame(page).getByTestId('footer-menu')).toHaveCount(0);
    await expect(gameFrame(page).getByTestId('lottery-game-page')).toHaveAttribute(
      'data-game-id',
      'pick3-fast',
    );
    // A link of the framed page opens in the whole window, not inside the frame.
    await gameFrame(page).getByTestId('lottery-fairness').getByRole('link').tap();
    await expect(page).toHaveURL(/\/m\/lottery\/verify\?gameId=pick3-fast$/);
    await expect(page.getByTestId('lottery-frame')).toHaveCount(0);
  });

  test('R-NAV-16 the game page opened with pageBack=home closes to the home', async ({ page, request }) => {
    await asPlayer(page, request);
    await openGame(page, 'pick2-express', '&pageBack=home');
    await expect(page).toHaveURL(/&pageBack=home$/);
    await gameFrame(page).getByTestId('lottery-close').tap();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('R-GAMES-42 R-GAMES-43 a bet shows the published odds before confirming, takes the stake, and a pending sub-order is cancelled and refunded at once', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await openGame(page, 'pick3-fast');
    // The odds table is the published one.
    await gameFrame(page).getByTestId('lottery-odds').locator('summary').tap();
    await expect(gameFrame(page).getByTestId('lottery-odds')).toContainText('Straight');
    await expect(gameFrame(page).getByTestId('lottery-odds')).toContainText('900×');
    await expect(gameFrame(page).getByTestId('lottery-odds')).toContainText('1/1000');
    await waitForOpenBetting(page, 40);
    const before = await balance(page);
    // Rambolito with all digits the same is no bet: the page says so and cannot place it.
    await gameFrame(page).getByTestId('lottery-type-rambolito').check({ force: true });
    await gameFrame(page).getByTestId('lottery-pick').fill('777');
    await expect(gameFrame(page).getByRole('alert')).toHaveText(
      'All digits are the same: play it as Straight.',
    );
    await expect(gameFrame(page).getByTestId('lottery-place')).toBeDisabled();
    await gameFrame(page).getByTestId('lottery-type-straight').check({ force: true });
    await gameFrame(page).getByTestId('lottery-pick').fill('123');
    await gameFrame(page).getByTestId('lottery-unit').fill('10');
    await gameFrame(page).getByTestId('lottery-multiplier').fill('2');
    await expect(gameFrame(page).getByTestId('lottery-quote')).toHaveText(
      'Odds 900×: stake ₱20.00, wins ₱18,000.00',
    );
    const { text, order, balanceCentavos } = await placeBet(page, 'straight', '123', '10', '2');
    expect(text).toContain('Odds 900×: if it wins you get ₱18,000.00');
    expect(order.subOrders).toMatchObject([
      { betType: 'straight', pick: '123', stakeCentavos: 2_000, odds: 900 },
    ]);
    expect(balanceCentavos).toBe(before - 2_000);
    await expect(gameFrame(page).getByTestId('lottery-balance')).toHaveText(
      `₱${pesos((before - 2_000) / 100)} PHP`,
    );
    const pending = gameFrame(page).getByTestId('lottery-pending').filter({ hasText: 'Straight 123' });
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(`Draw #${order.drawNo} · ₱20.00`);
    await pending.getByTestId('lottery-cancel').tap();
    const prompt = gameFrame(page).getByTestId('lottery-cancel-confirm');
    await expect(prompt).toContainText('The stake goes back to your balance at once.');
    const cancelled = page.waitForResponse((r) => r.url().endsWith('/lgw/orders/suborders/cancel'));
    await prompt.getByTestId('dialog-confirm').tap();
    const refund = await (await cancelled).json();
    expect(refund.value).toMatchObject({ refundedCentavos: 2_000, balanceCentavos: before });
    await expect(gameFrame(page).getByTestId('lottery-balance')).toHaveText(`₱${pesos(before / 100)} PHP`);
    await expect(pending).toHaveCount(0);
  });

  test('R-GAMES-42 the draw result shows with its win, and the verify page recomputes the draw in the browser', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await openGame(page, 'pick2-express');
    await waitForOpenBetting(page, 5);
    const before = await balance(page);
    const { order } = await placeBet(page, 'first', '4', '10', '1');
    const stakeLeft = before - 1_000;
    const result = gameFrame(page)
      .getByTestId('lottery-result')
      .filter({ hasText: `Draw #${order.drawNo}` })
      .first();
    await expect(result).toBeVisible({ timeout: DRAW_WAIT_MS });
    const label = (await result.getByRole('img').getAttribute('aria-label')) ?? '';
    const numbers = label.replace(/\D/g, '');
    expect(numbers).toMatch(/^\d{2}$/);
    // First digit 4 pays 9× the stake: ₱90.00 when the draw starts with 4, else nothing.
    const payout = numbers.startsWith('4') ? 9_000 : 0;
    await expect(result.getByTestId('lottery-result-win')).toHaveText(payout > 0 ? 'Won ₱90.00' : 'No win');
    await expect(gameFrame(page).getByTestId('lottery-balance')).toHaveText(
      `₱${pesos((stakeLeft + payout) / 100)} PHP`,
    );
    await result.getByTestId('lottery-verify-link').tap();
    await expect(page).toHaveURL(
      new RegExp(`/m/lottery/verify\\?gameId=pick2-express&drawNo=${order.drawNo}$`),
    );
    const verified = page.getByTestId('lottery-verify-result');
    await expect(verified.getByTestId('lottery-verify-numbers')).toHaveAttribute(
      'aria-label',
      `Numbers drawn: ${numbers.split('').join(' ')}`,
    );
    const checks = verified.getByTestId('lottery-check');
    await expect(checks).toHaveCount(2);
    await expect(checks.nth(0)).toHaveAttribute('data-ok', 'true');
    await expect(checks.nth(1)).toHaveAttribute('data-ok', 'true');
    await expect(checks.nth(1)).toContainText(`Numbers recomputed in this browser: ${numbers}`);
  });

  test('R-GAMES-47 the records list the tickets; one opens with its numbers, a pending one is cancelled there after a prompt, a drawn one shows its result', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await openGame(page, 'pick2-express');
    await waitForOpenBetting(page, 5);
    const drawn = (await placeBet(page, 'last', '7', '5', '1')).order;
    await openGame(page, 'pick3-fast');
    await waitForOpenBetting(page, 40);
    const waiting = (await placeBet(page, 'straight', '321', '10', '1')).order;

    await page.goto('/m/gameRecord');
    await page.getByTestId('records-tab-lottery').tap();
    await expect(page).toHaveURL(/\/m\/gameRecord\?tab=lottery$/);
    await expect(page.getByTestId('records-tab-lottery')).toHaveAttribute('aria-selected', 'true');
    const pendingRow = page.locator(`[data-testid="lottery-record"][data-order-id="${waiting.orderId}"]`);
    await expect(pendingRow).toContainText('Pick 3 Fast');
    await expect(pendingRow).toContainText(`Draw #${waiting.drawNo}`);
    await expect(pendingRow.getByTestId('lottery-record-amount')).toHaveText('₱10.00');
    await expect(pendingRow.getByTestId('lottery-record-status')).toHaveText('Waiting for the draw');
    await pendingRow.tap();
    const ticket = page.getByTestId('lottery-ticket');
    await expect(ticket).toContainText('Pick 3 Fast ticket');
    const sub = ticket.getByTestId('ticket-sub-order');
    await expect(sub).toHaveCount(1);
    await expect(sub).toContainText('Straight 321');
    await expect(sub).toContainText('Stake ₱10.00 · odds 900×');
    await sub.getByTestId('ticket-cancel').tap();
    const prompt = page.getByTestId('ticket-cancel-confirm');
    await expect(prompt).toContainText('The stake goes back to your balance at once.');
    const cancelled = page.waitForResponse((r) => r.url().endsWith('/lgw/orders/suborders/cancel'));
    await prompt.getByTestId('dialog-confirm').tap();
    expect((await (await cancelled).json()).value).toMatchObject({ refundedCentavos: 1_000 });
    await expect(sub).toHaveAttribute('data-status', 'cancelled');
    await expect(sub).toContainText('Cancelled, refunded');
    await ticket.getByTestId('sheet-close').tap();
    await expect(pendingRow.getByTestId('lottery-record-status')).toHaveText('Cancelled, refunded');

    // The pick-2 ticket is drawn within the minute; the records then show what it paid.
    const drawnRow = page.locator(`[data-testid="lottery-record"][data-order-id="${drawn.orderId}"]`);
    await expect(async () => {
      await page.reload();
      await expect(drawnRow.getByTestId('lottery-record-status')).toHaveText('Drawn', { timeout: 2_000 });
    }).toPass({ timeout: DRAW_WAIT_MS, intervals: [5_000] });
    await drawnRow.tap();
    const numbers = ((await ticket.getByTestId('ticket-numbers').getAttribute('aria-label')) ?? '').replace(
      /\D/g,
      '',
    );
    expect(numbers).toMatch(/^\d{2}$/);
    // Last digit 7 pays 9× the ₱5.00 stake.
    const won = numbers.endsWith('7');
    await expect(ticket.getByTestId('ticket-sub-order')).toContainText(won ? 'Won ₱45.00' : 'No win');
    await expect(drawnRow.getByTestId('lottery-record-amount')).toHaveText(won ? '+₱40.00' : '-₱5.00');
    await expect(ticket.getByTestId('ticket-verify')).toBeVisible();
    await ticket.getByTestId('sheet-close').tap();
    await page.getByTestId('records-tab-games').tap();
    await expect(page).toHaveURL(/\/m\/gameRecord$/);
    await expect(page.getByTestId('records-vendor')).toBeVisible();
  });

  test('R-GAMES-42 the verify page flags a draw whose numbers do not follow from its seed', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    // A server that lied about the numbers: the browser's own computation disagrees.
    await page.route('**/lgw/draws/verify*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const numbers = String((Number(body.value.numbers) + 1) % 100).padStart(2, '0');
      await route.fulfill({ response, json: { ...body, value: { ...body.value, numbers } } });
    });
    const numeros = page.waitForResponse((r) => r.url().includes('/lotto/lgw/games/opened/numero'));
    await page.goto('/m/lottery');
    const list: { gameId: string; drawNo: number }[] = (await (await numeros).json()).value;
    const drawNo = list.find((n) => n.gameId === 'pick2-express')?.drawNo;
    expect(drawNo).toBeGreaterThan(0);
    await page.goto(`/m/lottery/verify?gameId=pick2-express&drawNo=${drawNo}`);
    const checks = page.getByTestId('lottery-verify-result').getByTestId('lottery-check');
    await expect(checks.nth(0)).toHaveAttribute('data-ok', 'true');
    await expect(checks.nth(1)).toHaveAttribute('data-ok', 'false');
  });
});
