import type { Page } from '@playwright/test';
import { expect, ops, setRegisterCaptcha, test } from './account-helpers';
import { asPlayer, centavosIn, gameFrame, pesos } from './play-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const GAME = 'lotto-658';
const balance = async (page: Page) =>
  centavosIn(await gameFrame(page).getByTestId('lottery-balance').textContent());

test.describe('pick-6 lotto (LOTT, official results)', () => {
  test('R-GAMES-01 R-GAMES-43 R-API-64 R-API-65 R-API-70 R-API-71 @layout pick 6 of 58, bet, two operators confirm the draw, the ticket wins its tier', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    await page.goto('/m/lottery');
    const card = page.getByTestId('lottery-game').filter({ hasText: 'Lotto 6/58' });
    await expect(card).toContainText('6 of 58 · draws Tue, Fri, Sun at 21:00 (Manila time)');
    await card.getByTestId('lottery-play').tap();
    await expect(page).toHaveURL(/gameId=lotto-658&gameGroupId=official-6of58&prize_mode=Lott/);
    const frame = gameFrame(page);
    await expect(frame.getByTestId('lottery-game-page')).toHaveAttribute('data-game-id', GAME);
    await expect(frame.getByTestId('lottery-balance')).toHaveText(/₱[\d,]+\.\d{2} PHP/);

    // The published prize table the server pays by, its RTP and its honest terms.
    const prizes = frame.getByTestId('lotto-prizes');
    await expect(prizes.getByTestId('lotto-prize-row')).toHaveText([
      /3 of 6\s*25×\s*1 in 91\.6\s*27\.3%/,
      /4 of 6\s*360×\s*1 in 2,035\s*17\.7%/,
      /5 of 6\s*12,000×\s*1 in 129,729\s*9\.3%/,
      /6 of 6\s*500,000×\s*1 in 40,475,358\s*1\.2%/,
    ]);
    await expect(prizes.getByTestId('lotto-rtp')).toHaveText(
      'On average tickets return 55.48% of their stakes; the house keeps 44.52%.',
    );
    await expect(prizes.getByTestId('lotto-terms')).toContainText('no pari-mutuel jackpot');
    await expect(prizes.getByTestId('lotto-terms')).toContainText('One ticket wins at most ₱10,000,000.00.');
    await expect(frame.getByTestId('lottery-official-note')).toContainText('not a PCSO product');

    // A grid of 58 numbers, every one a 44 px target; a lucky pick takes 6, Clear takes them back.
    const grid = frame.getByTestId('lotto-grid');
    await expect(grid.getByRole('button')).toHaveCount(58);
    for (const n of [1, 7, 58]) {
      const box = await frame.getByTestId(`lotto-number-${n}`).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await frame.getByTestId('lotto-lucky').tap();
    await expect(frame.getByTestId('lotto-count')).toHaveText('6 of 6 picked');
    await expect(grid.locator('[aria-pressed="true"]')).toHaveCount(6);
    await frame.getByTestId('lotto-clear').tap();
    await expect(frame.getByTestId('lotto-count')).toHaveText('0 of 6 picked');
    for (const n of [33, 3, 58, 7, 25]) await frame.getByTestId(`lotto-number-${n}`).tap();
    await expect(frame.getByTestId('lotto-count')).toHaveText('5 of 6 picked');
    await expect(frame.getByTestId('lottery-place')).toBeDisabled();
    await frame.getByTestId('lotto-number-12').tap();
    await expect(frame.getByTestId('lotto-count')).toHaveText('6 of 6 picked');
    // Six picked: the others wait until one is taken back.
    await expect(frame.getByTestId('lotto-number-1')).toBeDisabled();

    // Past the ticket's cap (₱20 on 6/58) the bet is refused here already.
    await frame.getByTestId('lottery-unit').fill('30');
    await expect(frame.getByRole('alert')).toContainText('At most ₱20.00 per ticket');
    await expect(frame.getByTestId('lottery-place')).toBeDisabled();
    await frame.getByTestId('lottery-unit').fill('2');
    await frame.getByTestId('lottery-multiplier').fill('1');
    await expect(frame.getByTestId('lottery-quote')).toHaveText(
      'Stake ₱2.00: all 6 matched wins ₱1,000,000.00',
    );
    const before = await balance(page);
    await frame.getByTestId('lottery-place').tap();
    await expect(frame.getByTestId('lottery-confirm')).toContainText('Lotto on 3 7 12 25 33 58, stake ₱2.00');
    const placed = page.waitForResponse((r) => r.url().endsWith('/lgw/orders/place'));
    await frame.getByTestId('lottery-confirm').getByTestId('dialog-confirm').tap();
    const order = (await (await placed).json()).value.order as { orderId: number; drawNo: number };
    await expect(frame.getByTestId('lottery-balance')).toHaveText(`₱${pesos((before - 200) / 100)} PHP`);
    await expect(frame.getByTestId('lotto-ticket-pick')).toHaveAttribute(
      'aria-label',
      'Your numbers: 03 07 12 25 33 58',
    );
    const drawNo = String(order.drawNo);

    // The official draw is held now; one operator enters its numbers in any order, another confirms.
    await ops('lottery', 'reschedule', GAME, drawNo, '--at', 'now');
    await ops('lottery', 'result', GAME, drawNo, '33', '1', '25', '12', '7', '3', '--by', 'ana');
    await expect(ops('lottery', 'confirm', GAME, drawNo, '1-3-7-12-25-33', '--by', 'ana')).rejects.toThrow(
      /another operator must confirm/,
    );
    await ops('lottery', 'confirm', GAME, drawNo, '1-3-7-12-25-33', '--by', 'ben');

    // 5 of 6 matched: 12,000 × ₱2; the drawn numbers with the matched ones marked.
    const result = frame.getByTestId('lottery-result').filter({ hasText: `Draw #${drawNo}` });
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result.getByTestId('lottery-result-win')).toHaveText('Won ₱24,000.00');
    await expect(result.getByTestId('lotto-result-matches')).toHaveText('5 matched');
    await expect(result.getByTestId('lottery-result-numbers')).toHaveAttribute(
      'aria-label',
      'Numbers drawn: 01 03 ✓ 07 ✓ 12 ✓ 25 ✓ 33 ✓',
    );
    await expect(result.getByTestId('lottery-result-numbers').locator('[data-hit]')).toHaveCount(5);
    await expect(frame.getByTestId('lottery-balance')).toHaveText(
      `₱${pesos((before - 200 + 2_400_000) / 100)} PHP`,
    );
    await expect(frame.getByTestId('lottery-last-numbers')).toHaveAttribute(
      'aria-label',
      'Numbers drawn: 01 03 07 12 25 33',
    );

    // The records: the ticket settled with its result; its sheet names the matches.
    await page.goto('/m/gameRecord?tab=lottery');
    const row = page.locator(`[data-testid="lottery-record"][data-order-id="${order.orderId}"]`);
    await expect(row.getByTestId('lottery-record-amount')).toHaveText('+₱23,998.00');
    await expect(row).toContainText('Lotto 6/58');
    await row.tap();
    const sheet = page.getByTestId('lottery-ticket');
    await expect(sheet.getByTestId('ticket-matches')).toHaveText('5 matched');
    await expect(sheet.getByTestId('ticket-sub-order')).toContainText('Won ₱24,000.00');
  });
});
