import type { Page } from '@playwright/test';
import { expect, logIn, ops, registerMember, setRegisterCaptcha, test } from './account-helpers';
import { openHome, openSideMenu } from './helpers';
import { launchSlot, pesos, spin } from './play-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const PROMOTIONS_ON = { APP_DOWNLOAD: true, MISSION: true, LOGIN: true, REFERRAL: true };
const setMission = (enabled: boolean) =>
  ops(
    'setting',
    'set',
    'promotions',
    JSON.stringify(
      Object.fromEntries(
        Object.entries({ ...PROMOTIONS_ON, MISSION: enabled }).map(([key, on]) => [key, { enabled: on }]),
      ),
    ),
  );

/** A member logged in on the page, with ₱100 credited by the operator. */
async function player(page: Page) {
  const member = await registerMember(page.request);
  await ops('wallet', 'adjust', member.username, '100', '--key', `e2e-${member.username}`);
  await logIn(page, member);
  return member;
}

const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-2)}`;

test.describe('leaderboard and category rebates', () => {
  test('R-MENU-04 guests tapping the rebate entry are sent to log in', async ({ page }) => {
    await openHome(page);
    await openSideMenu(page);
    await page.getByRole('link', { name: 'Rebate' }).tap();
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('R-PROMO-07 R-PROMO-15 the board ranks the player with a masked name, and the rebate of their slot turnover is claimed once', async ({
    page,
  }) => {
    // Bets count toward the rebate a minute after they settle.
    test.setTimeout(150_000);
    const member = await player(page);
    await launchSlot(page);
    const spins = [await spin(page), await spin(page)];
    const turnover = spins.reduce((sum, s) => sum + s.betCentavos, 0);
    const balanceAfterPlay = spins.at(-1)?.balanceCentavos ?? 0;

    await openHome(page);
    await openSideMenu(page);
    await page.getByRole('link', { name: 'Leaderboard' }).tap();
    await expect(page).toHaveURL(/\/m\/leaderBoard$/);
    await expect(page.getByTestId('leaderboard-period')).toContainText('(Philippine time)');
    await expect(page.getByTestId('leaderboard-countdown')).toContainText(/^Ends in(\d+ d )?\d\d:\d\d:\d\d$/);
    const mine = page.locator('[data-testid="leaderboard-entry"][data-mine="true"]');
    await expect(mine).toContainText(masked(member.username));
    await expect(mine).toContainText(`₱${pesos(turnover / 100)}`);
    await expect(page.getByTestId('leaderboard-my-rank')).toBeVisible();
    await expect(page.getByTestId('leaderboard-list')).not.toContainText(member.username);
    const first = page.getByTestId('leaderboard-entry').first();
    await expect(first).toHaveAttribute('data-rank', '1');
    await expect(first).toContainText('₱5,000.00');

    await openSideMenu(page);
    await page.getByRole('link', { name: 'Rebate' }).tap();
    await expect(page).toHaveURL(/\/m\/member\/manualRebate$/);
    const slots = page.locator('[data-testid="rebate-line"][data-category="RNG"]');
    await expect(slots).toContainText('0.5%');
    await expect(page.getByTestId('rebate-claim')).toBeDisabled();
    await expect(page.getByTestId('rebate-nothing')).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(slots).toContainText(`₱${pesos(turnover / 100)}`, { timeout: 2_000 });
    }).toPass({ timeout: 100_000, intervals: [5_000] });
    // 0.5 % of the turnover, rounded down to the centavo.
    const rebate = Math.floor((turnover * 5) / 1000);
    await expect(page.getByTestId('rebate-total')).toHaveText(`₱${pesos(rebate / 100)}`);

    await page.getByTestId('rebate-claim').tap();
    await expect(page.getByText('Rebate received! It is in your balance.')).toBeVisible();
    await expect(page.getByTestId('rebate-total')).toHaveText('₱0.00');
    await expect(page.getByTestId('rebate-claim')).toBeDisabled();
    await page.goto('/m/home');
    await expect(page.getByTestId('balance-value')).toContainText(pesos((balanceAfterPlay + rebate) / 100));
  });

  test("H-6 R-PROMO-06 R-PROMO-15 the leaderboard and the rebate lead to the player's own limits", async ({
    page,
  }) => {
    await logIn(page, await registerMember(page.request));
    for (const [path, link] of [
      ['/m/leaderBoard', 'leaderboard-rg'],
      ['/m/member/manualRebate', 'rebate-rg'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(link).tap();
      await expect(page).toHaveURL(/\/m\/member\/responsibleGaming$/);
      await expect(page.getByTestId('responsible-gaming')).toBeVisible();
    }
  });

  test('R-PROMO-06 R-ROLE-12 with MISSION off the leaderboard entry is hidden and its address leads home', async ({
    page,
  }) => {
    await setMission(false);
    try {
      await openHome(page);
      await openSideMenu(page);
      await expect(page.getByRole('link', { name: 'Rebate' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Leaderboard' })).toHaveCount(0);
      await page.goto('/m/leaderBoard');
      await expect(page).toHaveURL(/\/m\/home$/);
    } finally {
      await setMission(true);
    }
  });
});
