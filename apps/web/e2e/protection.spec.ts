import type { Page } from '@playwright/test';
import {
  expect,
  logIn,
  ops,
  PASSWORD,
  registerMember,
  setRegisterCaptcha,
  submitLogin,
  test,
  uniqueName,
} from './account-helpers';
import { memberWith, pendingOf } from './cashier-helpers';
import { openHome, openSideMenu } from './helpers';
import { launchSlot, pesos, spin } from './play-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

/** Sends a manual transfer of `pesos` from the deposit screen. */
async function manualDeposit(page: Page, pesos: string) {
  await page.goto('/m/voucherCenter');
  await page.getByTestId('deposit-method-manual').tap();
  await page.getByTestId('manual-amount').fill(pesos);
  await page.getByTestId('manual-depositor').fill('Juan Dela Cruz');
  await page.getByTestId('manual-reference').fill(`BDO-${Date.now() % 1_000_000}`);
  await page.getByTestId('manual-submit').tap();
}

/** Sets one limit from its row on the responsible-gaming page. */
async function setLimit(page: Page, row: string, value: string) {
  await page
    .getByTestId(row)
    .getByRole('button', { name: /^(Set|Change)$/u })
    .tap();
  const editor = page.getByTestId('rg-editor');
  await editor.getByTestId('rg-editor-value').fill(value);
  await editor.getByTestId('rg-editor-save').tap();
  await expect(editor).toHaveCount(0);
}

test.describe('responsible gaming (issue 16)', { tag: '@layout' }, () => {
  test('H-6 the page is reached from the side menu and the member centre', async ({ page }) => {
    await memberWith(page, 0);
    await openSideMenu(page);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Responsible gaming' }).tap();
    await expect(page).toHaveURL(/\/m\/member\/responsibleGaming$/);
    await expect(page.getByTestId('rg-limit-deposit-day')).toContainText('No limit');
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Responsible gaming' }).tap();
    await expect(page.getByTestId('responsible-gaming')).toBeVisible();
  });

  test('H-4 H-6 the footer claims only offered payments, no multi-currency, and leads to the page', async ({
    page,
  }) => {
    await memberWith(page, 0);
    await openHome(page);
    const services = page.getByTestId('site-footer').getByTestId('footer-services');
    // The stand-in gateway and the demo bank account are offered; PHP is the only real currency.
    await expect(services).toContainText('Safe');
    await expect(services).not.toContainText('Multi-currency');
    await page.getByTestId('footer-responsible-gaming').tap();
    await expect(page.getByTestId('responsible-gaming')).toBeVisible();
  });

  test('H-6 a deposit limit applies at once and refuses a deposit past it; a raise waits 24 hours for confirmation', async ({
    page,
  }) => {
    await memberWith(page, 0);
    await page.goto('/m/member/responsibleGaming');
    await setLimit(page, 'rg-limit-deposit-day', '1000');
    const row = page.getByTestId('rg-limit-deposit-day');
    await expect(row.getByTestId('rg-limit-value')).toHaveText('₱1,000.00');
    await expect(page.getByTestId('notice-success')).toHaveText('Limit saved. It applies now.');

    await setLimit(page, 'rg-limit-deposit-day', '2000');
    await expect(row.getByTestId('rg-limit-value')).toHaveText('₱1,000.00');
    await expect(row.getByTestId('rg-pending')).toContainText('Rises to ₱2,000.00 once you confirm it, from');
    await expect(row.getByTestId('rg-confirm')).toBeDisabled();

    await manualDeposit(page, '1500');
    await expect(page.getByText('This deposit would pass the deposit limit you set.')).toBeVisible();
  });

  test('H-6 a time-out is confirmed once, then a deposit is refused while withdrawal stays open', async ({
    page,
  }) => {
    await memberWith(page, 300);
    await page.goto('/m/member/responsibleGaming');
    await page.getByTestId('rg-break-24h').tap();
    const ask = page.getByTestId('rg-break-confirm');
    await expect(ask).toContainText('The break cannot be shortened.');
    await ask.getByTestId('dialog-confirm').tap();
    await expect(page.getByTestId('rg-restriction')).toContainText('You are on a break');
    await expect(page.getByTestId('rg-restriction-end')).toHaveText(
      /^Until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/u,
    );
    await expect(page.getByTestId('rg-break-7d')).toHaveCount(0);

    await manualDeposit(page, '500');
    await expect(page.getByText('You are on a break from play').first()).toBeVisible();
    await page.goto('/m/member/responsibleGaming');
    await page.getByTestId('rg-restriction').getByRole('link', { name: 'Withdraw' }).tap();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
  });

  test('H-6 self-exclusion for six months closes the games, with the support contact, and cannot be shortened', async ({
    page,
  }) => {
    await memberWith(page, 50);
    await page.goto('/m/member/responsibleGaming');
    await page.getByTestId('rg-break-6m').tap();
    await page.getByTestId('rg-break-confirm').getByTestId('dialog-confirm').tap();
    await expect(page.getByTestId('rg-restriction')).toContainText('You are on a break');
    // Nothing is offered that could end it sooner.
    for (const choice of ['24h', '7d', '30d', '6m', '1y', '5y', 'permanent'])
      await expect(page.getByTestId(`rg-break-${choice}`)).toHaveCount(0);
    await page.goto('/m/providers?vassalage=HOUSE');
    await page.getByTestId('classify-bar').getByRole('tab', { name: 'All' }).tap();
    await page.getByTestId('game-tile').filter({ hasText: 'Pearl Tide' }).getByRole('button').first().tap();
    await expect(page.getByText('You are on a break from play').first()).toContainText(
      'Contact customer service',
    );
    await expect(page).not.toHaveURL(/\/m\/house\/slot/);
  });

  test('H-6 an exclusion from the national register, entered by the operator, restricts the member it names', async ({
    page,
  }) => {
    const member = await registerMember(page.request);
    // Names hold letters only: the member's unique suffix spelt in letters.
    const suffix = [...member.username.slice(-6)]
      .map((c) => String.fromCharCode(97 + (c.charCodeAt(0) % 26)))
      .join('');
    const name = `Juan ${suffix} Dela Cruz`;
    const payee = await page.request.post('/wps/member/info/payeename', {
      headers: { token: member.token, 'sec-fetch-site': 'same-origin' },
      data: { payeeName: name },
    });
    expect(payee.ok(), await payee.text()).toBe(true);
    const said = await ops(
      'exclusion',
      'add',
      '--name',
      name.toUpperCase(),
      '--ref',
      `NDRP-${member.username}`,
      '--permanent',
    );
    expect(said).toContain(member.username);
    await logIn(page, member);
    await page.goto('/m/member/responsibleGaming');
    await expect(page.getByTestId('rg-restriction')).toBeVisible();
    await manualDeposit(page, '500');
    await expect(page.getByText('You are on a break from play').first()).toBeVisible();
  });

  test('H-6 the activity statement shows the deposit, the spins and their result, by day, week and month', async ({
    page,
  }) => {
    const member = await registerMember(page.request);
    await logIn(page, member);
    await page.goto('/m/member/responsibleGaming');
    await page.getByTestId('rg-statement').tap();
    await expect(page).toHaveURL(/\/m\/member\/statement$/);
    await expect(page.getByTestId('statement-empty-why')).toContainText('No deposits, withdrawals or bets');

    await manualDeposit(page, '500');
    await expect(page.getByTestId('manual-sent')).toBeVisible();
    // This worker's server runs one test at a time: the newest pending order is this one.
    const order = (await pendingOf('deposit')).at(-1);
    await ops('deposit', 'confirm', String(order?.id), '--by', 'e2e');
    await launchSlot(page);
    const spins = [await spin(page), await spin(page)];
    const bets = spins.reduce((sum, s) => sum + s.betCentavos, 0) / 100;
    const wins = spins.reduce((sum, s) => sum + s.winCentavos, 0) / 100;
    const net = wins - bets;
    const signed = net > 0 ? `+₱${pesos(net)}` : net < 0 ? `-₱${pesos(-net)}` : '₱0.00';

    await page.goto('/m/member/statement');
    for (const period of ['day', 'week', 'month'] as const) {
      await page.getByTestId(`statement-period-${period}`).tap();
      await expect(page.getByTestId(`statement-period-${period}`)).toHaveAttribute('aria-pressed', 'true');
      const total = page.getByTestId('statement-total');
      await expect(total.getByTestId('statement-total-deposits')).toHaveText('₱500.00');
      await expect(total.getByTestId('statement-total-withdrawals')).toHaveText('₱0.00');
      await expect(total.getByTestId('statement-total-bets')).toHaveText(`₱${pesos(bets)}`);
      await expect(total.getByTestId('statement-total-wins')).toHaveText(`₱${pesos(wins)}`);
      await expect(total.getByTestId('statement-total-net')).toHaveText(signed);
      // Everything happened in the running period: one period card beside the total.
      await expect(page.locator('section[data-testid^="statement-2"]')).toHaveCount(1);
    }
    await expect(page.getByTestId('statement-span')).toContainText('The last 6 months');
  });

  test('H-6 registration offers a daily deposit limit, in force as soon as the account is made', async ({
    page,
  }) => {
    await page.goto('/m/register');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Username', { exact: true }).fill(uniqueName());
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await form.getByTestId('field-birthDate').locator('input').fill('15/06/1990');
    const limit = form.getByLabel('Daily deposit limit (optional)');
    await expect(limit).toHaveValue('');
    await limit.selectOption({ label: '₱1,000.00 a day' });
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('not-restricted-checkbox').check();
    await page.getByTestId('register-submit').tap();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.goto('/m/member/responsibleGaming');
    await expect(page.getByTestId('rg-limit-deposit-day')).toContainText('₱1,000.00');
    // A lowered limit needs no waiting: nothing is pending.
    await expect(page.getByTestId('rg-limit-deposit-day')).not.toContainText('Confirm');
  });

  test("H-6 the reality check comes over the slot at the chosen interval with the session's play, and leads to the history", async ({
    page,
  }) => {
    // The page's clock runs on its own and is moved on by the test, as fifteen minutes of play would.
    await page.clock.install();
    const member = await registerMember(page.request);
    await ops('wallet', 'adjust', member.username, '100', '--key', `e2e-${member.username}`);
    await logIn(page, member);
    await page.goto('/m/member/responsibleGaming');
    const every = page.getByTestId('rg-reality-check-minutes');
    await expect(every).toHaveValue('60');
    await every.selectOption('15');
    await expect(page.getByText('Saved. The next reminder follows your new choice.')).toBeVisible();

    await launchSlot(page);
    const played = await spin(page);
    const net = (played.winCentavos - played.betCentavos) / 100;
    await page.clock.fastForward('15:00');
    const check = page.getByTestId('reality-check');
    await expect(check).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Reality check' })).toBeVisible();
    await expect(check.getByTestId('reality-check-time')).toContainText(
      /You have been playing for 1[56] minutes/,
    );
    await expect(check.getByTestId('reality-check-bets')).toHaveText(`₱${pesos(played.betCentavos / 100)}`);
    await expect(check.getByTestId('reality-check-wins')).toHaveText(`₱${pesos(played.winCentavos / 100)}`);
    await expect(check.getByTestId('reality-check-net')).toHaveText(
      net > 0 ? `+₱${pesos(net)}` : net < 0 ? `-₱${pesos(-net)}` : '₱0.00',
    );
    await check.getByTestId('reality-check-continue').tap();
    await expect(check).toHaveCount(0);
    await expect(page.getByTestId('slot')).toBeVisible();

    await page.clock.fastForward('15:00');
    await expect(check).toBeVisible();
    await check.getByTestId('reality-check-history').tap();
    await expect(page).toHaveURL(/\/m\/member\/statement$/);
    await expect(page.getByTestId('statement-total-bets')).toHaveText(`₱${pesos(played.betCentavos / 100)}`);
  });

  test('H-6 R-NAV-43 a member closes the account once nothing is left in it, through the password prompt; a login then says it is closed', async ({
    page,
    context,
  }) => {
    const closeFrom = async (on: Page, password: string) => {
      await on.goto('/m/member/responsibleGaming');
      await on.getByTestId('account-close-open').tap();
      const dialog = on.getByRole('dialog', { name: 'Close your account?' });
      // R-NAV-43: the password prompt is masked and takes the focus once it has opened.
      const field = dialog.getByTestId('account-close-input');
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toBeFocused();
      await field.fill(password);
      await dialog.getByTestId('dialog-confirm').tap();
      return dialog;
    };
    const funded = await registerMember(page.request);
    await ops('wallet', 'adjust', funded.username, '5', '--key', `e2e-${funded.username}`);
    await logIn(page, funded);
    const refused = await closeFrom(page, PASSWORD);
    await expect(refused.getByTestId('account-close-error')).toHaveText(
      'Your balance is ₱5.00. Withdraw it first, then close the account.',
    );
    await refused.getByRole('button', { name: 'Keep my account' }).tap();
    await expect(refused).toHaveCount(0);

    // Another player on this phone, with nothing in the account.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    const member = await registerMember(page.request);
    await logIn(page, member);
    await closeFrom(page, PASSWORD);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText('Your account is closed. Thank you for playing with us.')).toBeVisible();
    await page.goto('/m/login');
    await submitLogin(page, member.username, PASSWORD);
    await expect(
      page.getByText('This account is closed. To open it again, contact customer service.'),
    ).toBeVisible();
  });
});
