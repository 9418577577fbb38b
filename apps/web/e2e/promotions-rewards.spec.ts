import type { Page } from '@playwright/test';
import { expect, logIn, ops, registerMember, setRegisterCaptcha, test } from './account-helpers';
import { openSideMenu } from './helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const PROMOTIONS_ON = { APP_DOWNLOAD: true, MISSION: true, LOGIN: true, REFERRAL: true };
const setPromotions = (on: Partial<typeof PROMOTIONS_ON>) =>
  ops(
    'setting',
    'set',
    'promotions',
    JSON.stringify(
      Object.fromEntries(
        Object.entries({ ...PROMOTIONS_ON, ...on }).map(([key, enabled]) => [key, { enabled }]),
      ),
    ),
  );

async function loggedInMember(page: Page) {
  const member = await registerMember(page.request);
  await logIn(page, member);
  return member;
}

test.describe('daily sign-in and rewards', () => {
  test('R-PROMO-05 R-MENU-03 R-PROMO-11 signs in from the Task entry and receives the reward in the claim centre', async ({
    page,
  }) => {
    await ops('setting', 'set', 'signIn', JSON.stringify({ cycle: [5, 10, 20] }));
    await loggedInMember(page);
    await openSideMenu(page);
    await page.getByRole('link', { name: 'Task: daily sign-in' }).tap();
    await expect(page).toHaveURL(/\/m\/activity\/signIn$/);
    await expect(page.getByTestId('sign-in-streak')).toHaveText('Streak: 0 day(s)');
    const days = page.getByTestId('sign-in-cycle').locator('li');
    await expect(days).toHaveCount(3);
    await expect(days.first()).toHaveAttribute('data-state', 'today');
    await expect(page.getByTestId('promo-rg')).toHaveAttribute('href', '/m/member/responsibleGaming');

    await page.getByTestId('sign-in-button').tap();
    await expect(page.getByText('Signed in! Your reward is waiting in the claim centre.')).toBeVisible();
    await expect(page.getByTestId('sign-in-streak')).toHaveText('Streak: 1 day(s)');
    await expect(days.first()).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('sign-in-button')).toBeDisabled();
    await expect(page.getByTestId('sign-in-button')).toHaveText('Signed in today, come back tomorrow');

    await page.getByTestId('sign-in-to-receiving').tap();
    await expect(page).toHaveURL(/\/m\/receivingCenter$/);
    await expect(page.getByTestId('reward-waiting-total')).toHaveText('₱5.00');
    const item = page.getByTestId('reward-item');
    await expect(item).toContainText('Daily sign-in');
    await expect(item).toContainText('Claim by');
    await item.getByTestId('reward-claim').tap();
    await expect(page.getByText('Received! The amount is in your balance.')).toBeVisible();
    await expect(page.getByTestId('reward-empty')).toBeVisible();
    await expect(page.getByTestId('reward-waiting-total')).toHaveText('₱0.00');

    await page.goto('/m/rewardCenter');
    await expect(page.getByTestId('reward-item')).toHaveAttribute('data-status', 'claimed');
    await expect(page.getByTestId('reward-item')).toContainText('Received');
    await page.goto('/m/home');
    await expect(page.getByTestId('balance-value')).toContainText('5.00');
  });

  test('R-PROMO-09 R-ROLE-05 the member centre leads to the reward centre, which explains an empty list', async ({
    page,
  }) => {
    await loggedInMember(page);
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Reward centre' }).tap();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await expect(page.getByTestId('reward-empty')).toContainText('No rewards yet');
    await page.getByTestId('reward-to-receiving').tap();
    await expect(page).toHaveURL(/\/m\/receivingCenter$/);
    await expect(page.getByTestId('reward-empty')).toContainText('Nothing waiting to be received');
  });

  test('R-PROMO-04 R-ROLE-12 R-PROMO-16 with LOGIN off the Task entry is hidden and its URL goes home with a notice', async ({
    page,
  }) => {
    await loggedInMember(page);
    await setPromotions({ LOGIN: false });
    try {
      await page.goto('/m/activity/signIn');
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByText('No permission or feature unavailable')).toBeVisible();
      await openSideMenu(page);
      await expect(page.getByTestId('side-menu')).toContainText('Help Centre');
      await expect(page.getByRole('link', { name: 'Task: daily sign-in' })).toHaveCount(0);
    } finally {
      await setPromotions({});
    }
  });

  test('R-PROMO-08 R-ERR-07 with REWCEN3 off the reward centre shows contact_service', async ({ page }) => {
    await loggedInMember(page);
    await ops('flag', 'set', 'REWCEN3', 'off');
    try {
      await page.goto('/m/rewardCenter');
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByText('Please contact customer service')).toBeVisible();
      await page.goto('/m/member/home');
      await expect(page.getByTestId('member-home')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Reward centre' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Claim centre' })).toBeVisible();
    } finally {
      await ops('flag', 'set', 'REWCEN3', 'on');
    }
  });

  test('R-PROMO-05 guests opening the sign-in page are sent to log in', async ({ page }) => {
    await page.goto('/m/activity/signIn');
    await expect(page).toHaveURL(/\/m\/login/);
  });
});
