import type { Page } from '@playwright/test';
import { expect, ops, setRegisterCaptcha, test } from './account-helpers';
import { asPlayer, centavosIn, gameFrame, pesos } from './play-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const GAME = 'official-3d';
const balance = async (page: Page) =>
  centavosIn(await gameFrame(page).getByTestId('lottery-balance').textContent());

test.describe('official-results lottery (LOTT)', () => {
  test('R-GAMES-42 R-GAMES-43 R-API-70 @layout a bet on an official draw: two operators enter and confirm the result, the ticket wins', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await page.goto('/m/lottery');
    const card = page.getByTestId('lottery-game').filter({ hasText: '3D (official results)' });
    await expect(card).toContainText('3 digits · draws daily at 14:00, 17:00, 21:00 (Manila time)');
    // R-GAMES-43: an official-results game opens in the lottery prize mode and the Tradition play type.
    await card.getByTestId('lottery-play').tap();
    await expect(page).toHaveURL(
      /\/m\/launchGame\?playType=trad&gameId=official-3d&gameGroupId=official-3d&prize_mode=Lott&code=official-3d$/,
    );
    const game = gameFrame(page).getByTestId('lottery-game-page');
    await expect(game).toHaveAttribute('data-game-id', GAME);
    await expect(gameFrame(page).getByTestId('lottery-balance')).toHaveText(/₱[\d,]+\.\d{2} PHP/);
    // Honest about where the numbers come from, in place of a seed commitment.
    const note = gameFrame(page).getByTestId('lottery-official-note');
    await expect(note).toContainText(
      'official PCSO draw at the same time. The operator enters them from the official result',
    );
    await expect(note).toContainText('nothing is settled until a second operator confirms them');
    await expect(note).toContainText('not a PCSO product');
    await expect(gameFrame(page).getByTestId('lottery-fairness')).toHaveCount(0);
    await expect(gameFrame(page).getByTestId('lottery-official-next')).toContainText(
      /Draw #\d{7} at \d{2}\/\d{2}\/\d{4} (14|17|21):00 · betting closes at \d{2}\/\d{2}\/\d{4} \d{2}:30 \(Manila time\)/,
    );
    // Straight and rambolito only, as PCSO's Swertres.
    await expect(gameFrame(page).getByTestId('lottery-type-first')).toHaveCount(0);

    const before = await balance(page);
    await gameFrame(page).getByTestId('lottery-type-straight').check({ force: true });
    await gameFrame(page).getByTestId('lottery-pick').fill('407');
    await gameFrame(page).getByTestId('lottery-unit').fill('10');
    await gameFrame(page).getByTestId('lottery-multiplier').fill('1');
    await gameFrame(page).getByTestId('lottery-place').tap();
    const placed = page.waitForResponse((r) => r.url().endsWith('/lgw/orders/place'));
    await gameFrame(page).getByTestId('lottery-confirm').getByTestId('dialog-confirm').tap();
    const order = (await (await placed).json()).value.order as { orderId: number; drawNo: number };
    await expect(gameFrame(page).getByTestId('lottery-balance')).toHaveText(
      `₱${pesos((before - 1_000) / 100)} PHP`,
    );
    const drawNo = String(order.drawNo);

    // The official draw was held now; until two operators agree on its numbers it awaits its result.
    await ops('lottery', 'reschedule', GAME, drawNo, '--at', 'now');
    await page.reload();
    await expect(
      gameFrame(page)
        .getByTestId('lottery-awaiting')
        .filter({ hasText: `Draw #${drawNo}` }),
    ).toContainText('awaiting official result');
    await expect(gameFrame(page).getByTestId('lottery-awaiting-ticket')).toHaveText(
      'Awaiting official result',
    );
    await ops('lottery', 'result', GAME, drawNo, '4-0-7', '--by', 'ana');
    await expect(ops('lottery', 'confirm', GAME, drawNo, '407', '--by', 'ana')).rejects.toThrow(
      /another operator must confirm/,
    );
    await expect(ops('lottery', 'confirm', GAME, drawNo, '470', '--by', 'ben')).rejects.toThrow(/differ/);
    await ops('lottery', 'confirm', GAME, drawNo, '407', '--by', 'ben');

    // The page sees the result and the win (900× the ₱10 stake) and the new balance.
    const result = gameFrame(page)
      .getByTestId('lottery-result')
      .filter({ hasText: `Draw #${drawNo}` });
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result.getByRole('img')).toHaveAttribute('aria-label', 'Numbers drawn: 4 0 7');
    await expect(result.getByTestId('lottery-result-win')).toHaveText('Won ₱9,000.00');
    await expect(result.getByTestId('lottery-verify-link')).toHaveCount(0);
    await expect(gameFrame(page).getByTestId('lottery-balance')).toHaveText(
      `₱${pesos((before + 899_000) / 100)} PHP`,
    );
    // The draw no longer awaits its result: its numbers are the latest of the game.
    await expect(
      gameFrame(page)
        .getByTestId('lottery-awaiting')
        .filter({ hasText: `Draw #${drawNo}` }),
    ).toHaveCount(0);
    await expect(gameFrame(page).getByTestId('lottery-last-numbers')).toHaveAttribute(
      'aria-label',
      'Numbers drawn: 4 0 7',
    );

    // R-API-70: the records list the ticket as settled with its result.
    await page.goto('/m/gameRecord?tab=lottery');
    const row = page.locator(`[data-testid="lottery-record"][data-order-id="${order.orderId}"]`);
    await expect(row.getByTestId('lottery-record-amount')).toHaveText('+₱8,990.00');
    await expect(row).toContainText('3D (official results)');
  });
});
