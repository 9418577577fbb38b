import { expect, ops, setRegisterCaptcha, test } from './account-helpers';
import { asPlayer, gameFrame, openRegionalMenu, placeLotteryBet } from './play-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const NORTH = 'vn-mienbac-2d';

test.describe('the Vietnamese lottery menu', () => {
  test('R-GAMES-45 R-GAMES-01 regions, a bet, the game as played recently and its confirmed result', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    // The lobby keeps its own games and leads to the Vietnamese menu.
    await openRegionalMenu(page, 'vn', 'lotteryVn');

    const tabs = page.getByTestId('lottery-vn-region');
    await expect(tabs.getByRole('tab')).toHaveText(['North', 'Central', 'South']);
    const cards = page.getByTestId('lottery-game');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Miền Bắc 2D');
    await expect(cards.first()).toContainText('2 digits · draws daily at 19:15 (Manila time)');
    await tabs.getByRole('tab', { name: 'Central' }).tap();
    await expect(cards.filter({ hasText: 'Đà Nẵng 2D' })).toContainText('draws Wed, Sat at 18:15');

    // A straight bet on the North's special prize, from the menu.
    await tabs.getByRole('tab', { name: 'North' }).tap();
    await cards.filter({ hasText: 'Miền Bắc 2D' }).getByTestId('lottery-play').tap();
    const game = gameFrame(page);
    await expect(game.getByTestId('lottery-game-page')).toHaveAttribute('data-game-id', NORTH);
    await expect(game.getByTestId('lottery-official-note')).toContainText('giải đặc biệt');
    const drawNo = await placeLotteryBet(page, '27');

    // Two operators confirm the official result; the menu shows it and the game as played.
    await ops('lottery', 'reschedule', NORTH, drawNo, '--at', 'now');
    await ops('lottery', 'result', NORTH, drawNo, '27', '--by', 'ana');
    await ops('lottery', 'confirm', NORTH, drawNo, '27', '--by', 'ben');
    const numeros = page.waitForResponse((r) =>
      r.url().includes(`/lgw/vn/numeros/opened/game?gameId=${NORTH}`),
    );
    await page.goto('/m/lotteryVn');
    expect((await numeros).ok()).toBe(true);
    await expect(page.getByTestId('lottery-vn-recent')).toContainText('Miền Bắc 2D');
    await expect(cards.filter({ hasText: 'Miền Bắc 2D' }).getByTestId('lottery-latest')).toContainText('27');
  });
});
