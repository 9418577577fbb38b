import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, freshIp, type Member, ops, PASSWORD, registerMember, uniqueName } from './account-helpers';

/** A member who applied through the API and whom the operator approved: an agent from the next call. */
export async function approvedAgent(request: APIRequestContext, member?: Member): Promise<Member> {
  if (!member) return approvedAgent(request, await registerMember(request));
  const applied = await request.post('/wps/agent/register', {
    headers: { 'sec-fetch-site': 'same-origin', token: member.token },
    data: { contactName: 'Maria Santos', contactMobile: '+63 917 555 0101', note: '' },
  });
  const body = await applied.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  await ops('agent', 'approve', String(body.value.id), '--by', 'e2e');
  return member;
}

/** A friend registering through the API with a code on a host, as the register page sends it. */
export async function registerWith(request: APIRequestContext, code: string, domain: string) {
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
      domain,
    },
  });
  return { username, body: await response.json() };
}

/** A member registered with another's invite code: a direct downline of theirs. */
export async function memberUnder(request: APIRequestContext, code: string): Promise<Member> {
  const joined = await registerWith(request, code, '');
  expect(joined.body, JSON.stringify(joined.body)).toMatchObject({ success: true });
  return { username: joined.username, password: PASSWORD, token: joined.body.value.token as string };
}

/** The member's own invite code. */
export async function inviteCodeOf(request: APIRequestContext, member: Member): Promise<string> {
  const response = await request.get('/wps/member/referral', { headers: { token: member.token } });
  return (await response.json()).value.code as string;
}

/**
 * axe-core's findings above minor on the agent's own view of a screen, in the dark theme and then
 * the light one (a11y.spec audits these routes as a plain member, who sees only the way to apply).
 * `settle` brings the screen back to the state audited after the theme's reload.
 */
export async function agentViewFindings(page: Page, settle: () => Promise<void>) {
  const found: Record<string, string[]> = {};
  for (const theme of ['dark', 'light']) {
    if (theme === 'light') {
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.reload();
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await settle();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    found[theme] = results.violations
      .filter((v) => v.impact !== 'minor')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }
  return found;
}

/** The serious and critical axe findings on the page as it stands (WCAG 2.1 AA), one line per node. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.html} ${n.failureSummary}`));
}
