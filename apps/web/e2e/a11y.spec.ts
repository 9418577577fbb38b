import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, setRegisterCaptcha, test } from './account-helpers';
import { asMember } from './games-helpers';
import { launchSlot } from './play-helpers';

/**
 * Every screen, in both themes, through axe-core's WCAG 2.1 A/AA and best-practice rules: a moderate,
 * serious or critical finding fails (issue 19); only minor ones are let through. The catalogue is the e2e one (about 1,000 games), so the home and
 * the category pages are as full as a live site's.
 */
const GUEST_SCREENS = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/rng',
  '/m/hot',
  '/m/fish',
  '/m/live',
  '/m/gameCenter',
  '/m/providers',
  '/m/help',
  '/m/message',
  '/m/notice',
  '/m/activity',
  '/m/leaderBoard',
  '/m/feedback',
  '/m/app',
  '/m/vip',
  '/m/inviteFriends',
  '/m/agentRegister',
];

const MEMBER_SCREENS = [
  '/m/home',
  '/m/member/home',
  '/m/member/kyc',
  '/m/member/statement',
  '/m/member/responsibleGaming',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/gameRecord',
  '/m/gameRecord?tab=lottery',
  '/m/launchGame?playType=trad&gameId=official-3d&gameGroupId=official-3d&prize_mode=Lott&code=official-3d',
  '/m/transactionRecord',
  '/m/webEmail',
  '/m/member/benefits',
  '/m/member/manualRebate',
  '/m/rewardCenter',
  '/m/receivingCenter',
  '/m/activity/signIn',
  '/m/house/fairness',
  '/m/fav',
  '/m/changePsw',
  '/m/inviteFriends',
  '/m/agentRegister',
  '/m/member/agent/affiliateUrls',
  '/m/member/agent/rebates',
  '/m/member/agent/transfer',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
];

/** The findings above minor on the page as it stands, one line each (rule, element, why). */
async function findings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Experimental in axe, so off unless asked: a control's name must start with its visible text.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact !== 'minor')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`));
}

/**
 * The findings of the open screen in the dark theme (the default a new visitor gets, so the first load
 * is already dark), then in the light one after one reload; `open` brings back, after each load, the
 * state under audit (a tab, a form, a sheet).
 */
async function findingsInBothThemes(
  page: Page,
  open: () => Promise<void> = async () => {},
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const theme of ['dark', 'light']) {
    if (theme !== 'dark') {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await open();
    await page.waitForLoadState('networkidle');
    found[theme] = await findings(page);
  }
  return found;
}

const NONE = { dark: [], light: [] };

// Entrance animations fade content in; axe must read the colours the screen settles on.
test.use({ reducedMotion: 'reduce' });
test.beforeAll(() => setRegisterCaptcha(false));

test.describe('axe-core finds nothing above minor on any screen, in either theme', () => {
  // Two loads and two full audits of a screen holding hundreds of tiles. The screens are independent,
  // so they spread over the workers rather than leave one worker auditing while the others are idle.
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });

  for (const path of GUEST_SCREENS) {
    test(`guest ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await findingsInBothThemes(page)).toEqual(NONE);
    });
  }

  for (const path of MEMBER_SCREENS) {
    test(`member ${path}`, async ({ page, request }) => {
      await asMember(page, request);
      await page.goto(path);
      expect(await findingsInBothThemes(page)).toEqual(NONE);
    });
  }

  /** The cashier's states beyond the first screen: each opened again after the theme's reload. */
  const CASHIER_STATES: [string, string, (page: Page) => Promise<void>][] = [
    ['manual deposit form', '/m/voucherCenter', (page) => page.getByTestId('deposit-method-manual').tap()],
    ['deposit records', '/m/voucherCenter', (page) => page.getByTestId('cashier-tab-records').tap()],
    [
      'WeChat Pay deposit form',
      '/m/voucherCenter',
      (page) => page.getByTestId('deposit-method-wechat').tap(),
    ],
    [
      'QQ Wallet code to scan',
      '/m/voucherCenter',
      async (page) => {
        await page.getByTestId('deposit-method-qq').tap();
        await page.getByTestId('amount-pick-500').tap();
        await page.getByTestId('deposit-submit').tap();
        await page.getByTestId('qr-code').waitFor();
        await page.getByTestId('deposit-result-status').waitFor();
      },
    ],
    ['withdraw card sheet', '/m/withdraw', (page) => page.getByTestId('card-add').tap()],
    ['withdraw records', '/m/withdraw', (page) => page.getByTestId('cashier-tab-records').tap()],
    [
      'game wallet transfer sheet',
      '/m/member/home',
      async (page) => {
        await page.getByTestId('vendor-transfer-PEARLLIVE').tap();
        await expect(page.getByTestId('transfer-sheet')).toBeVisible();
      },
    ],
  ];
  for (const [name, path, open] of CASHIER_STATES) {
    test(`member ${path}: ${name}`, async ({ page, request }) => {
      const member = await asMember(page, request);
      const password = await request.post('/wps/member/paymentPassword', {
        headers: { token: member.token, 'sec-fetch-site': 'same-origin' },
        data: { paymentPassword: '482913', confirmPaymentPassword: '482913' },
      });
      expect(password.ok()).toBe(true);
      await page.goto(path);
      expect(await findingsInBothThemes(page, () => open(page))).toEqual(NONE);
    });
  }

  test('member in the house slot', async ({ page, request }) => {
    await asMember(page, request);
    await launchSlot(page);
    expect(await findingsInBothThemes(page)).toEqual(NONE);
  });
});
