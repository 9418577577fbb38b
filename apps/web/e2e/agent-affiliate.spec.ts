import { expect, logIn, setRegisterCaptcha, test } from './account-helpers';
import { agentViewFindings, approvedAgent, registerWith } from './agent-network.helpers';

test.beforeAll(() => setRegisterCaptcha(false));

test.describe('affiliate links', () => {
  test('R-AGENT-13 @layout an agent creates a link, sees who registered, copies it and deletes it after confirming', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, await approvedAgent(page.request));
    await page.goto('/m/member/home');
    await page.getByTestId('agent-section-agent_section_affiliate_urls').tap();
    await expect(page).toHaveURL(/\/m\/member\/agent\/affiliateUrls$/);
    await expect(page.getByTestId('affiliate-empty')).toContainText('You have no affiliate links yet');

    // Nothing above the agent's own rebate (none yet): refused before it is sent.
    await page.getByTestId('affiliate-rebate').fill('1');
    await page.getByTestId('affiliate-create').tap();
    await expect(page.getByRole('alert').filter({ hasText: 'higher than your own' })).toBeVisible();
    await page.getByTestId('affiliate-rebate').fill('0');
    await page.getByTestId('affiliate-create').tap();
    const row = page.getByTestId('affiliate-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('affiliate-registrations')).toHaveText('0 registered');
    const domain = await page.getByTestId('affiliate-domain').inputValue();
    const code = ((await row.locator('strong').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z2-9]{10}$/);

    await row.getByTestId('affiliate-copy').tap();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/m/register\\?affiliateCode=${code}$`),
    );
    const friend = await registerWith(page.request, code, domain);
    expect(friend.body).toMatchObject({ success: true });
    await page.reload();
    await expect(row.getByTestId('affiliate-registrations')).toHaveText('1 registered');

    expect(await agentViewFindings(page, () => expect(row).toHaveCount(1))).toEqual({ dark: [], light: [] });

    await row.getByTestId('affiliate-delete').tap();
    const dialog = page.getByTestId('affiliate-delete-confirm');
    await expect(dialog).toContainText(code);
    await dialog.getByTestId('dialog-cancel').tap();
    await expect(row).toHaveCount(1);
    await row.getByTestId('affiliate-delete').tap();
    await dialog.getByTestId('dialog-confirm').tap();
    await expect(page.getByTestId('affiliate-empty')).toBeVisible();
    const late = await registerWith(page.request, code, domain);
    expect(late.body).toMatchObject({ success: false, code: 'REFERRER_LINK_ERROR' });
  });
});
