import { expect, logIn, ops, setRegisterCaptcha, test } from './account-helpers';
import { agentViewFindings, approvedAgent, inviteCodeOf, memberUnder } from './agent-network.helpers';

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('moving downlines', () => {
  test('R-AGENT-14 @layout an agent chooses two downlines, picks an agent of the team and moves them after confirming', async ({
    page,
  }) => {
    const top = await approvedAgent(page.request);
    const code = await inviteCodeOf(page.request, top);
    const lead = await approvedAgent(page.request, await memberUnder(page.request, code));
    const first = await memberUnder(page.request, code);
    const second = await memberUnder(page.request, code);

    await logIn(page, top);
    // From the downline list of the team page.
    await page.goto('/m/member/agent/team?tab=downlines');
    await page.getByTestId('team-transfer').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/transfer$/);
    const rows = page.getByTestId('transfer-row');
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId('transfer-move')).toBeDisabled();
    const settle = () => expect(rows).toHaveCount(3);
    expect(await agentViewFindings(page, settle)).toEqual({ dark: [], light: [] });

    await page.getByTestId('transfer-target').selectOption({ label: lead.username });
    await rows.filter({ hasText: first.username }).getByTestId('transfer-check').check();
    await rows.filter({ hasText: second.username }).getByTestId('transfer-check').check();
    await expect(page.getByTestId('transfer-selected')).toHaveText('Selected: 2');
    await page.getByTestId('transfer-move').tap();
    const dialog = page.getByTestId('transfer-confirm');
    await expect(dialog).toContainText(
      `Move 2 selected member(s), with everyone below them, under ${lead.username}?`,
    );
    await dialog.getByTestId('dialog-cancel').tap();
    await expect(dialog).toHaveCount(0);
    await expect(rows.filter({ hasText: first.username })).toContainText('Direct');

    await page.getByTestId('transfer-move').tap();
    await dialog.getByTestId('dialog-confirm').tap();
    await expect(page.getByText('Moved.')).toBeVisible();
    await expect(rows.filter({ hasText: first.username })).toContainText('Level 2');
    await expect(rows.filter({ hasText: second.username })).toContainText('Level 2');
    await expect(page.getByTestId('transfer-selected')).toHaveText('Selected: 0');
    const below = await page.request.get('/wps/agent/downlines', { headers: { token: lead.token } });
    expect((await below.json()).value.total).toBe(2);
  });

  test('R-AGENT-15 R-SYS-30 the affiliate, rebate and move sections show only while AGEDOWNMAN3 is on', async ({
    page,
  }) => {
    await logIn(page, await approvedAgent(page.request));
    await page.goto('/m/member/home');
    const sections = page.getByTestId('agent-sections');
    for (const name of ['Affiliate links', 'Rebates and quotas', 'Move downlines'])
      await expect(sections).toContainText(name);
    await page.getByTestId('agent-section-agent_section_transfer').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/transfer$/);
    await expect(page.getByTestId('transfer-list-empty')).toBeVisible();
    await page.goto('/m/member/home');
    await ops('setting', 'set', 'modules', '{"AGEDOWNMAN3":false}');
    try {
      await page.reload();
      await expect(sections).toContainText('Team figures');
      for (const name of ['Affiliate links', 'Rebates and quotas', 'Move downlines'])
        await expect(sections).not.toContainText(name);
    } finally {
      await ops('setting', 'set', 'modules', '{}');
    }
  });
});
