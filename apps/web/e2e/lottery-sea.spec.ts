import { expect, ops, setRegisterCaptcha, test } from './account-helpers';
import { asPlayer, gameFrame, openRegionalMenu, placeLotteryBet } from './play-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const SINGAPORE = 'sea-sg-4d';

test.describe('the sea lottery menu (TCG_SEA)', () => {
  test('R-GAMES-01 countries, an i-box bet on Singapore 4D and its confirmed 1st prize', async ({
    page,
    request,
  }) => {
    await asPlayer(page, request);
    // The lobby leads to the 4D menu beside the Vietnamese one.
    await openRegionalMenu(page, 'sea', 'lotterySea');
    await page.goBack();
    await expect(page.getByTestId('lottery-vn-link')).toBeVisible();
    await page.getByTestId('lottery-sea-link').tap();

    const tabs = page.getByTestId('lottery-sea-region');
    await expect(tabs.getByRole('tab')).toHaveText(['Singapore', 'Malaysia']);
    const cards = page.getByTestId('lottery-game');
    await expect(cards).toHaveText([/Singapore 4D.*4 digits · draws Wed, Sat, Sun at 18:30 \(Manila time\)/]);
    await tabs.getByRole('tab', { name: 'Malaysia' }).tap();
    await expect(cards).toHaveText([/Magnum 4D.*at 19:00/, /Sports Toto 4D/, /Da Ma Cai 4D/]);

    // Any order ("i-box") on Singapore's 1st prize, from the menu.
    await tabs.getByRole('tab', { name: 'Singapore' }).tap();
    await cards.first().getByTestId('lottery-play').tap();
    const game = gameFrame(page);
    await expect(game.getByTestId('lottery-game-page')).toHaveAttribute('data-game-id', SINGAPORE);
    await expect(game.getByTestId('lottery-official-note')).toContainText('Singapore Pools');
    await game.getByTestId('lottery-type-rambolito').check({ force: true });
    const drawNo = await placeLotteryBet(page, '1234');

    // Two operators confirm the official 1st prize; the menu shows it and the game as played.
    await ops('lottery', 'reschedule', SINGAPORE, drawNo, '--at', 'now');
    await ops('lottery', 'result', SINGAPORE, drawNo, '4321', '--by', 'ana');
    await ops('lottery', 'confirm', SINGAPORE, drawNo, '4321', '--by', 'ben');
    await page.goto('/m/lotterySea');
    await expect(page.getByTestId('lottery-sea-recent')).toContainText('Singapore 4D');
    await expect(cards.first().getByTestId('lottery-latest')).toContainText('4321');
  });

  test('R-GAMES-01 a menu that fails to load offers Retry', async ({ page, request }) => {
    await asPlayer(page, request);
    let fail = true;
    await page.route('**/lgw/sea/games/game_menu', (route) =>
      fail ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await page.goto('/m/lotterySea');
    await expect(page.getByTestId('query-retry')).toBeVisible();
    fail = false;
    await page.getByTestId('query-retry').tap();
    await expect(page.getByTestId('lottery-sea-region')).toBeVisible();
  });
});
