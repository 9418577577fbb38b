import { expect, logIn, ops, PASSWORD, registerMember, setRegisterCaptcha, test } from './account-helpers';
import { openHome, openSideMenu } from './helpers';

/** Loaded with three settled PHP rounds of ₱200,000 and one DEMO round (apps/server/test/fixtures/e2e-catalogue.ts). */
const VIP_MEMBER = { username: 'vipgold7', password: PASSWORD, token: '' };

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('VIP club', () => {
  test('R-VIP-01 R-NAV-24 opens on Overview, each tab updates the query, and tab=host opens the host', async ({
    page,
  }) => {
    await page.goto('/m/vip');
    await expect(page.getByTestId('vip-tab-overview')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('vip-salary')).toBeVisible();
    await expect(page.getByTestId('footer-menu')).toHaveCount(0);
    await page.getByTestId('vip-tab-levels').tap();
    await expect(page).toHaveURL(/\/m\/vip\?tab=levels$/);
    await expect(page.getByTestId('vip-levels-title')).toBeVisible();
    await page.getByTestId('vip-tab-host').tap();
    await expect(page).toHaveURL(/\/m\/vip\?tab=host$/);
    await expect(page.getByTestId('vip-host')).toBeVisible();
    await page.goto('/m/vip?tab=host');
    await expect(page.getByTestId('vip-tab-host')).toHaveAttribute('aria-selected', 'true');
    await page.goto('/m/vip?tab=nonsense');
    await expect(page.getByTestId('vip-tab-overview')).toHaveAttribute('aria-selected', 'true');
  });

  test('R-VIP-02 R-VIP-03 R-VIP-04 R-VIP-05 H-3 H-6 Overview: salaries, referral, weekly fund with terms, wheel odds', async ({
    page,
  }) => {
    await page.goto('/m/vip');
    // A card per named tier with its badge, every level's salaries in it.
    const salary = page.getByTestId('vip-salary-tiers');
    const cards = salary.getByTestId('vip-tier-card');
    await expect(cards).toHaveCount(7);
    // The badge: the crown in each card's header.
    await expect(cards.locator('header svg')).toHaveCount(7);
    await expect(salary.getByTestId('vip-tier-level')).toHaveCount(21);
    await expect(salary.locator('table')).toHaveCount(7);
    // Demo GOLD, levels 7–9; level 7: daily ₱32, monthly ₱570.
    const gold = cards.filter({ hasText: 'GOLD' });
    await expect(gold.locator('h3')).toHaveText('GOLD');
    await expect(gold.locator('header')).toContainText('VIP 7–9');
    const level7 = gold.getByTestId('vip-tier-level').first();
    await expect(level7.locator('th, td')).toHaveText(['VIP 7', '₱32', '₱570']);
    await expect(salary.getByTestId('vip-tier-level').last().locator('th, td')).toHaveText([
      'VIP 20',
      '₱25,020',
      '₱500,200',
    ]);
    const referral = page.getByTestId('vip-referral');
    await expect(referral).toContainText('VIP 4–9');
    await expect(referral).toContainText('5% weekly');
    await expect(referral).toContainText('VIP 10–20');
    await expect(referral).toContainText('10% weekly');
    const fund = page.getByTestId('vip-weekly-fund');
    await expect(fund).toContainText('weekly cashback of 0.36% to 1.5%');
    await expect(fund).toContainText('wagered 1×');
    await expect(fund).toContainText('Paid each Monday for the week before');
    await expect(page.getByTestId('vip-fund-terms')).toHaveAttribute('href', '/m/help#terms');
    await expect(page.getByTestId('vip-fund-rg')).toHaveAttribute('href', '/m/member/responsibleGaming');
    const odds = page.getByTestId('vip-wheel-odds');
    await expect(odds.locator('tbody tr')).toHaveCount(5);
    await expect(odds.locator('tbody tr').first()).toContainText('55%');
    // The wheel's draws can be verified in the reward centre (R-PROMO-10), so the page may say so (H-3).
    await expect(page.getByTestId('vip-wheel')).toContainText(/provably fair/i);
    await expect(page.getByTestId('vip-wheel-go')).toHaveAttribute('href', '/m/rewardCenter');
  });

  test('R-MENU-07 the side menu has a VIP club entry to /m/vip while VIP is on', async ({ page }) => {
    await openHome(page);
    await openSideMenu(page);
    await page.getByTestId('side-menu').getByRole('link', { name: 'VIP Club' }).tap();
    await expect(page).toHaveURL(/\/m\/vip$/);
    await expect(page.getByTestId('vip')).toBeVisible();
  });

  test('R-VIP-06 VIP Levels: the title image and the m_viplevels banners', async ({ page }) => {
    await page.goto('/m/vip?tab=levels');
    await expect(page.getByTestId('vip-levels-title')).toBeVisible();
    const banners = page.getByTestId('banners-m_viplevels');
    await expect(banners.locator('img')).toHaveAttribute('src', /vip-levels\.svg$/);
    await expect(page.getByTestId('vip-levels-table').locator('tbody tr')).toHaveCount(21);
  });

  test('R-VIP-07 R-VIP-08 VIP Host: host from GOLD, events, m_viphost banners; locked for a guest', async ({
    page,
  }) => {
    await page.goto('/m/vip?tab=host');
    const host = page.getByTestId('vip-host');
    await expect(host).toContainText('From GOLD (VIP 7) a personal VIP host');
    await expect(host).toContainText('Platinum VIPs are invited');
    await expect(page.getByTestId('banners-m_viphost').locator('img')).toHaveAttribute(
      'src',
      /vip-host\.svg$/,
    );
    await expect(page.getByTestId('vip-host-locked')).toBeDisabled();
    await expect(page.getByTestId('vip-host-locked')).toHaveText('Unlocks at GOLD (VIP 7)');
    await expect(page.getByTestId('vip-host-contact')).toHaveCount(0);
  });

  test('R-VIP-08 a GOLD member gets "contact my host"', async ({ page }) => {
    await logIn(page, VIP_MEMBER);
    await page.goto('/m/vip?tab=host');
    await expect(page.getByTestId('vip-host-contact')).toBeVisible();
    await expect(page.getByTestId('vip-host-locked')).toHaveCount(0);
  });

  test('R-HOME-01 R-HOME-02 the home strip shows the label and the real progress from settled PHP turnover', async ({
    page,
  }) => {
    await logIn(page, VIP_MEMBER);
    await openHome(page);
    const strip = page.getByTestId('vip-strip');
    await expect(strip.getByTestId('vip-label')).toHaveText('VIP GOLD');
    // ₱600,000 settled (the DEMO round ignored): 20% of the way from ₱500,000 to ₱1,000,000.
    await expect(strip.getByTestId('vip-strip-progress')).toHaveText('20%');
    await expect(strip.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    await strip.getByTestId('vip-benefits').tap();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  });

  test('R-HOME-02 a member without settled rounds is at the first tier with 0%', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await logIn(page, member);
    await openHome(page);
    await expect(page.getByTestId('vip-label')).toHaveText('VIP NEW');
    await expect(page.getByTestId('vip-strip-progress')).toHaveText('0%');
  });

  test('R-VIP-09 R-NAV-25 benefits: level, label, progress, this tier and the next, every tier', async ({
    page,
  }) => {
    await logIn(page, VIP_MEMBER);
    await page.goto('/m/member/benefits');
    const status = page.getByTestId('benefits-status');
    await expect(status).toContainText('Your level: VIP 7 · GOLD');
    await expect(status).toContainText('Settled turnover: ₱600,000');
    await expect(status.getByTestId('vip-progress')).toHaveText('20% of the way to VIP 8 · GOLD');
    await expect(page.getByTestId('benefits-remaining')).toHaveText('₱400,000 more turnover to reach GOLD');
    const current = page.getByTestId('benefits-current');
    await expect(current).toContainText('VIP 7 · GOLD');
    await expect(current).toContainText('₱32');
    await expect(current).toContainText('0.72% up to ₱5,500');
    await expect(current).toContainText('5% weekly');
    await expect(current).toContainText('Included');
    await expect(page.getByTestId('benefits-next')).toContainText('VIP 8 · GOLD');
    await expect(page.getByTestId('benefits-table').locator('tbody tr')).toHaveCount(21);
    await expect(page.getByTestId('benefits-table').locator('tr[aria-current=true]')).toContainText('VIP 7');
  });

  test('R-VIP-10 with VIP off the strip and the menu entry are hidden and /m/vip leads home', async ({
    page,
  }) => {
    await logIn(page, VIP_MEMBER);
    await ops('flag', 'set', 'VIPCLUB3', 'off');
    try {
      await page.goto('/m/vip');
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByTestId('home')).toBeVisible();
      await expect(page.getByTestId('vip-strip')).toHaveCount(0);
      await page.getByTestId('footer-menu-toggle').tap();
      await expect(page.getByTestId('side-menu').getByRole('link', { name: 'VIP Club' })).toHaveCount(0);
    } finally {
      await ops('flag', 'set', 'VIPCLUB3', 'on');
    }
  });
});
