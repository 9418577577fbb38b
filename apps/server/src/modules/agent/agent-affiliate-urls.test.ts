import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import {
  agentGet,
  approvedAgent,
  enableAffiliateRegistration,
  joinWith,
  type TreeMember,
} from '../../../test/agents.js';
import { ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await enableAffiliateRegistration(t);
  await ops(t, 'setting', 'set', 'affiliateDomains', '["perlaplay.ph","win.perlaplay.ph"]');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, token, host: 'perlaplay.ph' },
    ...(payload ? { payload } : {}),
  });
const createUrl = (agent: TreeMember, domain: string, rebate: number) =>
  call(agent.token, 'POST', '/wps/agent/affiliateUrl', { domain, rebate });
const listUrls = async (agent: TreeMember) =>
  (await call(agent.token, 'GET', '/wps/agent/affiliateUrl')).json().value;

/** An approved agent whose own rebates (percent) the operator set, straight into the table. */
async function agentWithRebates(rebates: Record<string, number>) {
  const agent = await approvedAgent(t, await joinWith(t));
  for (const [category, percent] of Object.entries(rebates))
    await t.db.execute(
      sql`insert into member_rebates (member_id, category, rebate_bp) values (${agent.memberId}, ${category}, ${Math.round(percent * 100)})`,
    );
  return agent;
}

const rebatesOf = async (memberId: number) =>
  Object.fromEntries(
    (
      await t.db.execute<{ category: string; rebate_bp: number }>(
        sql`select category, rebate_bp from member_rebates where member_id = ${memberId}`,
      )
    ).rows.map((row) => [row.category, Number(row.rebate_bp)]),
  );

describe('affiliate URLs', () => {
  it('R-AGENT-13 R-API-118 R-API-119 creates a URL on an allowed domain; a registration through it joins the tree with its rebate and counts', async () => {
    const agent = await agentWithRebates({ RNG: 2, LIVE: 0.8 });
    const created = await createUrl(agent, 'Win.PerlaPlay.ph', 1.5);
    expect(created.statusCode, created.body).toBe(200);
    const url = created.json().value;
    expect(url).toMatchObject({ domain: 'win.perlaplay.ph', rebate: 1.5, registrations: 0 });
    expect(url.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(url.url).toBe(`https://win.perlaplay.ph/m/register?affiliateCode=${url.code}`);

    const recruit = await joinWith(t, url.code, 'win.perlaplay.ph');
    await joinWith(t, url.code.toLowerCase(), 'win.perlaplay.ph:443');
    const listed = await listUrls(agent);
    expect(listed).toMatchObject({
      domains: ['perlaplay.ph', 'win.perlaplay.ph'],
      maxRebate: 2,
      list: [{ id: url.id, registrations: 2 }],
    });
    const downline = await agentGet(t, agent.token, `/wps/agent/downline?memberId=${recruit.memberId}`);
    expect(downline.json().value).toMatchObject({ account: recruit.username, depth: 1 });
    // The URL's 1.5 % in each category, never above the agent's own 0.8 % in LIVE.
    expect(await rebatesOf(recruit.memberId)).toEqual({ RNG: 150, LIVE: 80 });
  });

  it('R-API-118 refuses a domain the operator does not allow and a rebate above the agent own, naming the field', async () => {
    const agent = await agentWithRebates({ RNG: 1 });
    const other = await createUrl(agent, 'elsewhere.example', 0.5);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'DOMAIN_NOT_ALLOWED', value: { field: 'domain' } });
    const high = await createUrl(agent, 'perlaplay.ph', 1.01);
    expect(high.json()).toMatchObject({ code: 'REBATE_ABOVE_OWN', value: { field: 'rebate' } });
    const fine = await createUrl(agent, 'perlaplay.ph', 0.333);
    expect(fine.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'rebate' } });
    expect((await listUrls(agent)).list).toEqual([]);
  });

  it('R-API-120 R-ERR-22 a deleted URL, another host, or a host no longer allowed give a referrer link error', async () => {
    const agent = await agentWithRebates({ RNG: 1 });
    const url = (await createUrl(agent, 'perlaplay.ph', 1)).json().value;
    const kept = (await createUrl(agent, 'win.perlaplay.ph', 0)).json().value;
    await expect(joinWith(t, url.code, 'win.perlaplay.ph')).rejects.toThrow(/REFERRER_LINK_ERROR/);

    const removed = await call(agent.token, 'DELETE', `/wps/agent/affiliateUrl/${url.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listUrls(agent)).list.map((u: { id: string }) => u.id)).toEqual([kept.id]);
    const check = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${url.code}&domain=perlaplay.ph`,
    });
    expect(check.json()).toMatchObject({ code: 'REFERRER_LINK_ERROR', value: { field: 'affiliateCode' } });
    await expect(joinWith(t, url.code, 'perlaplay.ph')).rejects.toThrow(/REFERRER_LINK_ERROR/);
    expect((await call(agent.token, 'DELETE', `/wps/agent/affiliateUrl/${url.id}`)).statusCode).toBe(403);

    await ops(t, 'setting', 'set', 'affiliateDomains', '["perlaplay.ph"]');
    try {
      await expect(joinWith(t, kept.code, 'win.perlaplay.ph')).rejects.toThrow(/REFERRER_LINK_ERROR/);
    } finally {
      await ops(t, 'setting', 'set', 'affiliateDomains', '["perlaplay.ph","win.perlaplay.ph"]');
    }
    await joinWith(t, kept.code, 'win.perlaplay.ph');
    expect((await listUrls(agent)).list[0]).toMatchObject({ id: kept.id, registrations: 1 });
  });

  it('R-ROLE-18 a member who is not an agent, another agent, or a switched-off module get 403 and nothing changes', async () => {
    const owner = await agentWithRebates({ RNG: 1 });
    const url = (await createUrl(owner, 'perlaplay.ph', 1)).json().value;
    const stranger = await agentWithRebates({ RNG: 1 });
    const player = await joinWith(t);
    for (const res of [
      await call(player.token, 'GET', '/wps/agent/affiliateUrl'),
      await createUrl(player, 'perlaplay.ph', 0),
      await call(player.token, 'DELETE', `/wps/agent/affiliateUrl/${url.id}`),
      await call(stranger.token, 'DELETE', `/wps/agent/affiliateUrl/${url.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('NO_PERMISSION');
    }
    expect((await listUrls(stranger)).list).toEqual([]);
    await ops(t, 'setting', 'set', 'modules', '{"AGEDOWNMAN3":false}');
    try {
      expect((await createUrl(owner, 'perlaplay.ph', 0)).statusCode).toBe(403);
      expect((await call(owner.token, 'DELETE', `/wps/agent/affiliateUrl/${url.id}`)).statusCode).toBe(403);
    } finally {
      await ops(t, 'setting', 'set', 'modules', '{}');
    }
    expect((await listUrls(owner)).list).toMatchObject([{ id: url.id, registrations: 0 }]);
  });
});
