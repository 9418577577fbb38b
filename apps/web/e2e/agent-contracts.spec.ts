import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  freshIp,
  logIn,
  type Member,
  ops,
  PASSWORD,
  registerMember,
  sessionOf,
  setRegisterCaptcha,
  test,
  uniqueName,
} from './account-helpers';
import { withFlag } from './account-sms-helpers';
import { seriousAxeFindings } from './agent-network.helpers';

test.beforeAll(() => setRegisterCaptcha(false));

const headers = (member: Member) => ({ token: member.token, 'sec-fetch-site': 'same-origin' });

/** A member the operator made an agent, and a direct downline registered with the agent's code. */
async function agentWithDownline(request: APIRequestContext) {
  const agent = await registerMember(request);
  const applied = await request.post('/wps/agent/register', {
    headers: headers(agent),
    data: { contactName: 'Maria Santos', contactMobile: '+63 917 555 0101', note: '' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  await ops('agent', 'approve', String((await applied.json()).value.id), '--by', 'e2e');
  const code = (await (await request.get('/wps/member/referral', { headers: headers(agent) })).json()).value
    .code as string;
  const username = uniqueName();
  const registered = await request.put('/wps/member/register', {
    headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': freshIp() },
    data: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeTerms: true,
      birthDate: '1990-05-17',
      notRestrictedPerson: true,
      affiliateCode: code,
    },
  });
  const body = await registered.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  const downline: Member = { username, password: PASSWORD, token: body.value.token as string };
  return { agent, downline };
}

/** The agent's offer through the API, as the offer form sends it. */
async function offerThroughApi(request: APIRequestContext, agent: Member, downline: Member) {
  const list = await request.get('/wps/agent/downlines', { headers: headers(agent) });
  const id = (await list.json()).value.list[0].id as string;
  const offered = await request.post('/wps/relay/MCS2_dailySalaryContractApply', {
    headers: headers(agent),
    data: { memberId: id, tiers: [{ turnover: 100, salary: 10 }] },
  });
  expect(offered.ok(), await offered.text()).toBe(true);
  expect((await offered.json()).value.memberAccount).toBe(downline.username);
}

/** How many contract checks the page has asked for so far. */
function countChecks(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/wps/agent/contract/check')) count++;
  });
  return () => count;
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
}

test.describe('agent contracts', () => {
  let restore: () => Promise<void> = async () => undefined;
  test.beforeAll(async () => {
    restore = await withFlag('AGENTPOLICY3', true);
  });
  test.afterAll(() => restore());

  test('R-AGENT-05 R-AGENT-02 R-AGENT-03 R-AGENT-09 R-NAV-27 an agent offers, the downline is alerted after login and accepts @layout', async ({
    page,
  }) => {
    const { agent, downline } = await agentWithDownline(page.request);
    await logIn(page, agent);
    await page.goto('/m/member/home');
    await page.getByTestId('agent-sections').getByText('Daily salary contract').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    await expect(page.getByTestId('salary-offer-none')).toBeVisible();
    const form = page.getByTestId('salary-offer-form');
    await form.getByTestId('salary-offer-member').selectOption({ label: downline.username });
    await form.getByTestId('salary-tier-turnover').fill('1000');
    await form.getByTestId('salary-tier-salary').fill('50');
    await form.getByTestId('salary-tier-add').tap();
    await form.getByTestId('salary-tier-turnover').nth(1).fill('100');
    await form.getByTestId('salary-tier-salary').nth(1).fill('10');
    await form.getByTestId('salary-offer-submit').tap();
    await expect(form.getByTestId('salary-offer-problem')).toHaveText(
      'Each tier needs a higher turnover and a higher salary than the one before it.',
    );
    await form.getByTestId('salary-tier-turnover').nth(1).fill('5000');
    await form.getByTestId('salary-tier-salary').nth(1).fill('200');
    await form.getByTestId('salary-offer-submit').tap();
    await expect(page.getByText('Offer sent.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('salary-history-status').first()).toHaveText('Waiting for answer');

    await signOut(page);
    await logIn(page, downline);
    const alert = page.getByTestId('contract-check');
    await expect(alert).toContainText('Your agent has offered you a daily salary contract.');
    await alert.getByTestId('dialog-confirm').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    await expect(page.getByTestId('salary-offer-from')).toContainText(agent.username);
    await expect(page.getByTestId('salary-tiers').first()).toContainText('₱5,000.00');
    await expect(page.getByTestId('salary-offer-form')).toHaveCount(0);
    await page.getByTestId('salary-offer-accept').tap();
    await expect(page.getByText('Contract accepted')).toBeVisible();
    await expect(page.getByTestId('salary-offer-none')).toBeVisible();
    await expect(page.getByTestId('salary-history-status').first()).toHaveText('Accepted');
    const today = page.getByTestId('salary-today').getByTestId('salary-row');
    await expect(today).toContainText(`From ${agent.username}`);
    await expect(today).toHaveAttribute('data-status', 'today');
    await expect(page.getByTestId('salary-days-empty')).toBeVisible();
    // The page as it stands, without the notice fading in over it.
    await expect(page.getByTestId('notice-success')).toHaveCount(0, { timeout: 10_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.goto('/m/member/home');
    await expect(page.getByTestId('member-home')).toBeVisible();
    await expect(page.getByTestId('contract-check')).toHaveCount(0);
  });

  test('R-AGENT-02 R-AGENT-03 the check waits for AGENTPOLICY3, runs on the member centre, and Cancel keeps the offer for next time', async ({
    page,
  }) => {
    const { agent, downline } = await agentWithDownline(page.request);
    await offerThroughApi(page.request, agent, downline);
    await ops('flag', 'set', 'AGENTPOLICY3', 'off');
    const checks = countChecks(page);
    try {
      await logIn(page, downline);
      await page.goto('/m/member/home');
      await expect(page.getByTestId('member-home')).toBeVisible();
      await expect(page.getByTestId('contract-check')).toHaveCount(0);
      expect(checks()).toBe(0);
      await page.goto('/m/member/agent/getSalaryContract');
      await expect(page.getByTestId('contracts-off')).toBeVisible();
    } finally {
      await ops('flag', 'set', 'AGENTPOLICY3', 'on');
    }
    await page.goto('/m/member/home');
    const alert = page.getByTestId('contract-check');
    await expect(alert).toContainText('daily salary contract');
    await alert.getByTestId('dialog-cancel').tap();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await page.goto('/m/home');
    await page.goto('/m/member/home');
    await expect(page.getByTestId('contract-check')).toBeVisible();
  });

  test('R-AGENT-02 a trial account is never asked about contracts', async ({ page }) => {
    const checks = countChecks(page);
    await page.goto('/m/login');
    await page.getByTestId('free-trial').tap();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/member/home');
    await expect(page.getByTestId('trial-refusal')).toBeVisible();
    await page.goto('/m/member/agent/getSalaryContract');
    await expect(page.getByTestId('real-account-only')).toBeVisible();
    expect(checks()).toBe(0);
  });

  test('R-AGENT-06 R-AGENT-03 R-NAV-27 hourly salary terms are offered on their page, the downline is led there and accepts @layout', async ({
    page,
  }) => {
    const { agent, downline } = await agentWithDownline(page.request);
    await logIn(page, agent);
    await page.goto('/m/member/home');
    await page.getByTestId('agent-sections').getByText('Hourly salary contract').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
    await expect(page.getByTestId('salary-offer-none')).toHaveText(
      'No hourly salary offer is waiting for you. When your agent sends one, it will appear here.',
    );
    await expect(page.getByTestId('salary-history-empty')).toHaveText(
      'No hourly contracts yet. Offers you receive or send will be listed here.',
    );
    const form = page.getByTestId('salary-offer-form');
    await expect(form.getByRole('heading')).toHaveText('Offer an hourly salary');
    await form.getByTestId('salary-offer-member').selectOption({ label: downline.username });
    await form.getByTestId('salary-tier-turnover').fill('100');
    await form.getByTestId('salary-tier-salary').fill('5');
    await form.getByTestId('salary-offer-submit').tap();
    await expect(page.getByText('Offer sent.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('salary-history-status').first()).toHaveText('Waiting for answer');
    // The daily page knows nothing of it.
    await page.goto('/m/member/agent/getSalaryContract');
    await expect(page.getByTestId('salary-history-empty')).toBeVisible();

    await signOut(page);
    await logIn(page, downline);
    const alert = page.getByTestId('contract-check');
    await expect(alert).toContainText('An hourly salary contract is waiting for your answer.');
    await alert.getByTestId('dialog-confirm').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
    await expect(page.getByTestId('salary-offer-from')).toContainText(agent.username);
    const tiers = page.getByTestId('salary-tiers').first();
    await expect(tiers.getByRole('columnheader')).toHaveText(['Team turnover (₱)', 'Hourly salary (₱)']);
    await expect(tiers).toContainText('₱5.00');
    await expect(page.getByTestId('salary-offer-form')).toHaveCount(0);
    const manilaHour = () =>
      page.evaluate(() => String(new Date(Date.now() + 8 * 3_600_000).getUTCHours()).padStart(2, '0'));
    const hourBefore = await manilaHour();
    await page.getByTestId('salary-offer-accept').tap();
    await expect(page.getByText('Contract accepted')).toBeVisible();
    await expect(page.getByTestId('salary-offer-none')).toBeVisible();
    const now = page.getByTestId('salary-today').getByTestId('salary-row');
    await expect(now).toContainText(`From ${agent.username}`);
    await expect(now).toHaveAttribute('data-status', 'today');
    // The row names the running Manila hour (either one, should an hour end during the test).
    await expect(now).toContainText(new RegExp(`(${hourBefore}|${await manilaHour()}):00–`));
    await expect(page.getByTestId('salary-days-empty')).toHaveText(
      'No hourly salaries today or yesterday. They appear here after each hour under a contract ends.',
    );
    await expect(page.getByTestId('notice-success')).toHaveCount(0, { timeout: 10_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.goto('/m/member/home');
    await expect(page.getByTestId('member-home')).toBeVisible();
    await expect(page.getByTestId('contract-check')).toHaveCount(0);
  });

  test('R-AGENT-11 R-API-110 the agent pays a due week from their wallet after confirming, once', async ({
    page,
  }) => {
    // Seeded by apps/server/test/fixtures/e2e-catalogue.ts: last week's team profit ₱1,600 at 25 %.
    const agent: Member = { username: 'divagent01', password: 'harbor-lamp-sunrise-19', token: '' };
    await logIn(page, agent);
    await page.goto('/m/member/agent/getDevidendContract');
    const due = page.getByTestId('dividend-row').filter({ has: page.getByTestId('dividend-pay') });
    await expect(due).toHaveCount(1);
    await expect(due).toHaveAttribute('data-status', 'due');
    await expect(due).toContainText('To divmember01');
    await expect(due).toContainText('₱400.00');
    await expect(due).toContainText('Profit ₱1,600.00');
    await expect(due).toContainText(/Week \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/);
    const balance = async () => {
      const token = (await sessionOf(page)).token as string;
      const answer = await page.request.get('/wps/member/info/funds/consolidated', { headers: { token } });
      return (await answer.json()).value.balance as number;
    };
    expect(await balance()).toBe(10_000);
    await due.getByTestId('dividend-pay').tap();
    const dialog = page.getByTestId('dividend-confirm');
    await expect(dialog).toContainText('Pay ₱400.00 to divmember01 for the week starting');
    await dialog.getByTestId('dialog-cancel').tap();
    await expect(dialog).toHaveCount(0);
    await expect(due.getByTestId('dividend-pay')).toBeVisible();
    expect(await balance()).toBe(10_000);
    await due.getByTestId('dividend-pay').tap();
    await dialog.getByTestId('dialog-confirm').tap();
    await expect(page.getByText('Dividend paid')).toBeVisible();
    await expect(page.getByTestId('dividend-pay')).toHaveCount(0);
    // The week that was due, in place of the row with the button.
    const paid = page.locator('[data-testid="dividend-row"][data-status="paid"]');
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText('₱400.00');
    expect(await balance()).toBe(9_600);
    // Sent again (a double tap on another phone), the same week pays nothing more.
    const token = (await sessionOf(page)).token as string;
    const periodStart = await page.evaluate(() => {
      const today = new Date(Date.now() + 8 * 3_600_000);
      const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
      return new Date(monday.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    });
    const contracts = await page.request.get('/wps/relay/ODSFE2_QueryDividend', { headers: { token } });
    const row = (await contracts.json()).value.list.find(
      (r: { periodStart: string; memberAccount: string }) =>
        r.periodStart === periodStart && r.memberAccount === 'divmember01',
    );
    expect(row).toMatchObject({ status: 'paid', dividend: 400 });
    const again = await page.request.post('/wps/relay/ODSFE2_PayoutDividend', {
      headers: { token, 'sec-fetch-site': 'same-origin' },
      data: { contractId: row.contractId, periodStart },
    });
    expect(again.status()).toBe(409);
    expect(await balance()).toBe(9_600);
  });

  test('R-AGENT-06 R-AGENT-11 R-AGENT-04 R-NAV-27 dividend terms are offered, named after the salary, accepted, and this week shows @layout', async ({
    page,
  }) => {
    const { agent, downline } = await agentWithDownline(page.request);
    await offerThroughApi(page.request, agent, downline);
    await logIn(page, agent);
    await page.goto('/m/member/home');
    await page.getByTestId('agent-sections').getByText('Dividend contract').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    await expect(page.getByTestId('dividend-terms-none')).toBeVisible();
    const form = page.getByTestId('dividend-offer-form');
    await form.getByTestId('dividend-offer-member').selectOption({ label: downline.username });
    await form.getByTestId('dividend-tier-profit').fill('500');
    await form.getByTestId('dividend-tier-percent').fill('120');
    await form.getByTestId('dividend-offer-submit').tap();
    await expect(form.getByTestId('dividend-offer-problem')).toHaveText(
      'Enter whole pesos for each profit and a share from 1 to 100%.',
    );
    await form.getByTestId('dividend-tier-percent').fill('25');
    await form.getByTestId('dividend-offer-submit').tap();
    await expect(page.getByText('Offer sent.', { exact: false })).toBeVisible();

    await signOut(page);
    await logIn(page, downline);
    // Both wait: the check names the daily salary first, and the dividend the next time it runs.
    const alert = page.getByTestId('contract-check');
    await expect(alert).toContainText('daily salary contract');
    await alert.getByTestId('dialog-confirm').tap();
    await page.getByTestId('salary-offer-accept').tap();
    await expect(page.getByTestId('salary-offer-none')).toBeVisible();
    await page.goto('/m/member/home');
    await expect(alert).toContainText('A dividend contract is waiting for your answer.');
    await alert.getByTestId('dialog-confirm').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    await expect(page.getByTestId('dividend-terms-from')).toContainText(agent.username);
    await expect(page.getByTestId('dividend-tiers')).toContainText('25%');
    await expect(page.getByTestId('dividend-offer-form')).toHaveCount(0);
    await page.getByTestId('dividend-accept').tap();
    await expect(page.getByTestId('dividend-terms-status')).toContainText('Accepted');
    await expect(page.getByTestId('dividend-accept')).toHaveCount(0);
    const week = page.getByTestId('dividend-row');
    await expect(week).toHaveAttribute('data-status', 'open');
    await expect(week).toContainText(`From ${agent.username}`);
    await expect(page.getByTestId('dividend-pay')).toHaveCount(0);
    await expect(page.getByTestId('notice-success')).toHaveCount(0, { timeout: 10_000 });
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
