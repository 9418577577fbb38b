import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  confirmAge,
  expect,
  freshIp,
  logIn,
  type Member,
  ops,
  PASSWORD,
  registerMember,
  setRegisterCaptcha,
  test,
  uniqueName,
} from './account-helpers';

test.beforeAll(() => setRegisterCaptcha(false));

/** A friend registering through the API with the member's invite code, as the register page sends it. */
async function friendOf(request: APIRequestContext, code: string): Promise<Member> {
  const username = uniqueName();
  const response = await request.put('/wps/member/register', {
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
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return { username, password: PASSWORD, token: body.value.token as string };
}

async function inviteCodeOn(page: Page): Promise<string> {
  await page.goto('/m/inviteFriends');
  const code = page.getByTestId('invite-code');
  await expect(code).toHaveText(/^[A-Z2-9]{8}$/);
  return (await code.textContent()) ?? '';
}

test.describe('invite friends', () => {
  test('R-PROMO-13 R-NAV-26 a guest sees the programme and a Login button that opens the login', async ({
    page,
  }) => {
    await page.goto('/m/inviteFriends');
    await expect(page.getByTestId('invite-programme')).toContainText('Invite friends, play together');
    await expect(page.getByTestId('invite-code')).toHaveCount(0);
    await page.getByTestId('invite-login').tap();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('R-PROMO-12 R-API-130 a member sees their code and link, copies and shares, and counts friends', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, await registerMember(page.request));
    const code = await inviteCodeOn(page);
    const link = page.getByTestId('invite-link');
    await expect(link).toHaveText(new RegExp(`/m/register\\?affiliateCode=${code}$`));
    await expect(page.getByTestId('invite-registered')).toHaveText('0');
    await expect(page.getByTestId('invite-counts')).toContainText(
      'No friends have registered with your code yet',
    );

    await page.getByTestId('invite-copy-code').tap();
    await expect(page.getByRole('alert').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // Without a share sheet (desktop Chromium has none) the link is copied instead.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByTestId('invite-share').tap();
    await expect(page.getByText('Link copied: paste it in any chat')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent());

    await friendOf(page.request, code);
    await page.reload();
    await expect(page.getByTestId('invite-registered')).toHaveText('1');
    await expect(page.getByTestId('invite-active')).toHaveText('0');
    await expect(page.getByTestId('invite-counts')).toContainText(
      'deposited or placed a bet in the last 30 days',
    );
  });

  test('R-REG-13 R-REG-14 a friend opening the invite link registers under the member; a bad code registers nothing', async ({
    page,
    browser,
  }) => {
    await logIn(page, await registerMember(page.request));
    const code = await inviteCodeOn(page);
    const friend = await browser.newContext({
      ...test.info().project.use,
      baseURL: new URL(page.url()).origin,
    });
    const friendPage = await friend.newPage();
    const registrations: string[] = [];
    friendPage.on('request', (r) => r.url().includes('/wps/member/register') && registrations.push(r.url()));

    await friendPage.goto('/m/register?affiliateCode=QQQQ2222');
    await friendPage.getByLabel('Username', { exact: true }).fill(uniqueName());
    await friendPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await friendPage.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await confirmAge(friendPage);
    await friendPage.getByTestId('terms-checkbox').check();
    const checked = friendPage.waitForRequest('**/wps/agent/affiliate*');
    await friendPage.getByTestId('register-submit').tap();
    expect(new URL((await checked).url()).searchParams.get('code')).toBe('QQQQ2222');
    await expect(friendPage.getByTestId('message-affiliateCode')).toHaveText('Invalid invitation code');
    expect(registrations).toEqual([]);

    await friendPage.goto(`/m/register?affiliateCode=${code}`);
    await expect(friendPage.getByLabel('Invitation code', { exact: true })).toHaveValue(code);
    await friendPage.getByLabel('Username', { exact: true }).fill(uniqueName());
    await friendPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await friendPage.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await confirmAge(friendPage);
    await friendPage.getByTestId('terms-checkbox').check();
    await friendPage.getByTestId('register-submit').tap();
    await expect(friendPage).toHaveURL(/\/m\/home$/);
    await friend.close();

    await page.reload();
    await expect(page.getByTestId('invite-registered')).toHaveText('1');
  });
});

test('R-ROLE-10 R-ROLE-11 a player’s referral row leads to invite friends, or to customer service while REFERRAL is off', async ({
  page,
}) => {
  await logIn(page, await registerMember(page.request));
  await page.goto('/m/member/home');
  await expect(page.getByTestId('referral-entry')).toHaveAttribute('href', '/m/inviteFriends');
  const promotions = (referral: boolean) =>
    JSON.stringify({
      APP_DOWNLOAD: { enabled: true },
      MISSION: { enabled: true },
      LOGIN: { enabled: true },
      REFERRAL: { enabled: referral },
    });
  await ops('setting', 'set', 'promotions', promotions(false));
  try {
    await page.reload();
    const entry = page.getByTestId('referral-entry');
    await expect(entry).toHaveAttribute('data-target', 'customerService');
    await page.evaluate(() => {
      window.open = (url) => {
        document.body.dataset.opened = String(url);
        return null;
      };
    });
    await entry.tap();
    await expect(page.locator('body')).toHaveAttribute('data-opened', 'https://t.me/perlaplay_support');
  } finally {
    await ops('setting', 'set', 'promotions', promotions(true));
  }
});

test.describe('agent application and team', () => {
  test('R-AGENT-01 a guest sees the agent programme and a Register button', async ({ page }) => {
    await page.goto('/m/agentRegister');
    await expect(page.getByTestId('agent-programme')).toContainText('Become an agent');
    await page.getByTestId('agent-register-button').tap();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('R-AGENT-01 R-AGENT-07 R-AGENT-08 R-AGENT-10 R-AGENT-15 a member applies, is approved and sees the team', async ({
    page,
  }) => {
    const member = await registerMember(page.request);
    await logIn(page, member);
    await page.goto('/m/member/home');
    await expect(page.getByTestId('agent-sections')).toHaveCount(0);
    const code = await inviteCodeOn(page);
    const friends = [await friendOf(page.request, code), await friendOf(page.request, code)];

    await page.getByTestId('invite-agent-link').tap();
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
    await page.getByTestId('agent-contact-mobile').fill('call me');
    await page.getByTestId('agent-submit').tap();
    await expect(page.getByText('Enter a contact name of at least 2 characters')).toBeVisible();
    await expect(page.getByTestId('agent-contact-name')).toBeFocused();
    await page.getByTestId('agent-contact-name').fill('Maria Santos');
    await page.getByTestId('agent-submit').tap();
    await expect(page.getByText('Enter a mobile number, for example +63 917 123 4567')).toBeVisible();
    await page.getByTestId('agent-contact-mobile').fill('+63 917 555 0101');
    await page.getByTestId('agent-note').fill('I run a basketball league group chat.');
    await page.getByTestId('agent-submit').tap();
    await expect(page.getByTestId('agent-status')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('agent-form')).toHaveCount(0);

    const pending = JSON.parse(await ops('agent', 'list', '--status', 'pending')) as {
      id: number;
      username: string;
    }[];
    const mine = pending.find((row) => row.username === member.username);
    expect(mine).toBeDefined();
    await ops('agent', 'approve', String(mine?.id), '--by', 'e2e');

    await page.goto('/m/member/home');
    // R-ROLE-10: the referral row of an agent leads to the agent page.
    await expect(page.getByTestId('referral-entry')).toHaveAttribute('href', '/m/agentRegister');
    const sections = page.getByTestId('agent-sections');
    await expect(sections).toContainText('Agent centre');
    await expect(sections).toContainText('Downline management');
    await sections.getByText('Team figures').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/team$/);
    await expect(page.getByTestId('kpi-team')).toHaveText('2');
    await expect(page.getByTestId('kpi-new')).toHaveText('2');
    await expect(page.getByTestId('kpi-win-loss')).toHaveText('₱0.00');
    await expect(page.getByTestId('downline-row')).toHaveCount(2);
    await page.getByTestId('downlines-search').fill(friends[0]?.username ?? '');
    await expect(page.getByTestId('downline-row')).toHaveCount(1);
    await expect(page.getByTestId('downline-row')).toContainText(friends[0]?.username ?? '');
    await page.getByTestId('downlines-search').fill('nobodyhere');
    await expect(page.getByTestId('downlines-empty')).toContainText(
      'No account in your team starts with that',
    );
    // R-AGENT-10: each downline's profit and loss, asked again for another period.
    await page.getByTestId('agent-tab-pnl').tap();
    await expect(page.getByTestId('pnl-row')).toHaveCount(2);
    for (const friend of friends)
      await expect(page.getByTestId('pnl-row').filter({ hasText: friend.username })).toContainText('₱0.00');
    const month = page.waitForRequest((r) => r.url().includes('/wps/relay/ODSFE2_MemPNL'));
    await page.getByTestId('agent-period-month').tap();
    const asked = new URL((await month).url()).searchParams;
    expect(asked.get('startDate')).not.toBe(asked.get('endDate'));
    await expect(page.getByTestId('pnl-row')).toHaveCount(2);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });

  test('R-SYS-30 R-AGENT-15 a module switched off hides its section and its part of the team page', async ({
    page,
  }) => {
    const member = await registerMember(page.request);
    await logIn(page, member);
    await page.goto('/m/agentRegister');
    await page.getByTestId('agent-contact-name').fill('Jose Rizal');
    await page.getByTestId('agent-contact-mobile').fill('09171234567');
    await page.getByTestId('agent-submit').tap();
    await expect(page.getByTestId('agent-status')).toBeVisible();
    const pending = JSON.parse(await ops('agent', 'list', '--status', 'pending')) as {
      id: number;
      username: string;
    }[];
    await ops('agent', 'approve', String(pending.find((row) => row.username === member.username)?.id));
    await ops('setting', 'set', 'modules', '{"PERSPNL3":false,"AGEINFO3":false}');
    try {
      await page.goto('/m/member/home');
      const sections = page.getByTestId('agent-sections');
      await expect(sections).toContainText('Downline management');
      await expect(sections).not.toContainText('Team figures');
      await expect(sections).not.toContainText("Members' profit & loss");
      await page.goto('/m/member/agent/team');
      await expect(page.getByTestId('team-kpis')).toHaveCount(0);
      await expect(page.getByTestId('agent-tab-pnl')).toHaveCount(0);
      await expect(page.getByTestId('downlines-empty')).toContainText('Nobody in your team yet');
    } finally {
      await ops('setting', 'set', 'modules', '{}');
    }
  });
});
