import { expect, logIn, ops, setRegisterCaptcha, test } from './account-helpers';
import { agentViewFindings, approvedAgent, registerWith } from './agent-network.helpers';

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('rebates and quotas', () => {
  test('R-AGENT-12 @layout an agent sees their rebates and quotas and changes a downline within range', async ({
    page,
  }) => {
    const agent = await approvedAgent(page.request);
    await ops('agent', 'rebate', agent.username, 'RNG=2', 'LIVE=1');
    await ops('agent', 'quota', agent.username, '1.5', '5');
    const headers = { 'sec-fetch-site': 'same-origin', token: agent.token };
    const domain = (await (await page.request.get('/wps/agent/affiliateUrl', { headers })).json()).value
      .domains[0] as string;
    const url = (
      await (
        await page.request.post('/wps/agent/affiliateUrl', { headers, data: { domain, rebate: 1 } })
      ).json()
    ).value;
    const friend = await registerWith(page.request, url.code, domain);
    expect(friend.body).toMatchObject({ success: true });

    await logIn(page, agent);
    await page.goto('/m/member/home');
    await page.getByTestId('agent-section-agent_section_rebates').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/rebates$/);
    const own = page.getByTestId('rebate-own-row');
    await expect(own).toHaveCount(2);
    await expect(page.getByTestId('rebates-own')).toContainText('Slots');
    await expect(page.getByTestId('rebates-own')).toContainText('2%');
    await expect(page.getByTestId('quota-row')).toHaveText('From 1.5%: 5 left');

    await page.getByTestId('rebates-downline').selectOption({ label: friend.username });
    const slots = page.getByTestId('rebate-RNG');
    await expect(slots).toHaveValue('1');
    await expect(page.getByTestId('rebate-form')).toContainText('0% to 2%');
    await slots.fill('2.5');
    await page.getByTestId('rebate-save').tap();
    await expect(page.getByRole('alert').filter({ hasText: 'higher than your own' })).toBeVisible();
    await slots.fill('1.8');
    await page.getByTestId('rebate-save').tap();
    await expect(page.getByText('Rebates saved.')).toBeVisible();
    // Raised from 1% into the 1.5% level: one account of that quota is used.
    await expect(page.getByTestId('quota-row')).toHaveText('From 1.5%: 4 left');
    await page.reload();
    await page.getByTestId('rebates-downline').selectOption({ label: friend.username });
    await expect(page.getByTestId('rebate-RNG')).toHaveValue('1.8');
    const settle = async () => {
      await page.getByTestId('rebates-downline').selectOption({ label: friend.username });
      await expect(page.getByTestId('rebate-RNG')).toHaveValue('1.8');
    };
    expect(await agentViewFindings(page, settle)).toEqual({ dark: [], light: [] });
  });
});
