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
  await ops(t, 'agent', 'domains', 'perlaplay.ph');
});
afterAll(() => t.close());

const post = (who: TreeMember, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, token: who.token, host: 'perlaplay.ph' },
    payload,
  });
const update = (who: TreeMember, memberId: number, rebates: Record<string, number>) =>
  post(who, '/wps/agent/updateDownlineRebates', { memberId: String(memberId), rebates });
const ratesOf = async (member: TreeMember) =>
  Object.fromEntries(
    (
      await t.db.execute<{ category: string; rebate_bp: number }>(
        sql`select category, rebate_bp from member_rebates where member_id = ${member.memberId} order by category`,
      )
    ).rows.map((row) => [row.category, Number(row.rebate_bp) / 100]),
  );
const rangeOf = (list: { category: string }[], category: string) =>
  list.find((row) => row.category === category);

/** An agent with its own rates set by the operator, and a URL recruiting at `urlRebate`. */
async function topAgent(rates: string[]) {
  const agent = await approvedAgent(t, await joinWith(t));
  await ops(t, 'agent', 'rebate', agent.username, ...rates);
  return agent;
}
async function recruitAt(agent: TreeMember, rebate: number) {
  const url = (await post(agent, '/wps/agent/affiliateUrl', { domain: 'perlaplay.ph', rebate })).json().value;
  return joinWith(t, url.code, 'perlaplay.ph');
}

describe('rebates and quotas', () => {
  it('R-AGENT-12 R-API-116 R-API-117 the operator sets type, rates and quotas; the agent reads them', async () => {
    const agent = await topAgent(['RNG=2.5', 'LIVE=1']);
    await ops(t, 'agent', 'type', agent.username, '2');
    await ops(t, 'agent', 'quota', agent.username, '2', '3');
    await ops(t, 'agent', 'quota', agent.username, '1.5', '10');
    const settings = (await agentGet(t, agent.token, '/wps/agent/rebateSettings')).json().value;
    expect(settings.agentType).toBe(2);
    expect(rangeOf(settings.list, 'RNG')).toEqual({ category: 'RNG', rebate: 2.5, min: 0, max: 2.5 });
    expect(rangeOf(settings.list, 'FISH')).toEqual({ category: 'FISH', rebate: 0, min: 0, max: 0 });
    expect((await agentGet(t, agent.token, '/wps/agent/quotas')).json().value).toEqual({
      list: [
        { level: 1.5, remaining: 10 },
        { level: 2, remaining: 3 },
      ],
    });
    const audit = JSON.parse(await ops(t, 'audit', 'list', '--command', 'agent', '--limit', '20')) as {
      command: string;
      args: string[];
    }[];
    expect(audit.map((row) => row.command)).toEqual(
      expect.arrayContaining(['agent rebate', 'agent type', 'agent quota', 'agent domains']),
    );
    await expect(ops(t, 'agent', 'type', (await joinWith(t)).username, '2')).rejects.toThrow(/not an agent/);
  });

  it('R-API-117 a recruit at a limited level takes one account; none left refuses the registration and changes nothing', async () => {
    const agent = await topAgent(['RNG=2']);
    await ops(t, 'agent', 'quota', agent.username, '1.5', '1');
    await recruitAt(agent, 1.8);
    await recruitAt(agent, 1); // below every level: not limited
    const url = (await post(agent, '/wps/agent/affiliateUrl', { domain: 'perlaplay.ph', rebate: 2 })).json()
      .value;
    await expect(joinWith(t, url.code, 'perlaplay.ph')).rejects.toThrow(/AGENT_QUOTA_EXHAUSTED/);
    const listed = (await agentGet(t, agent.token, '/wps/agent/affiliateUrl')).json().value.list;
    expect(listed.find((u: { id: string }) => u.id === url.id).registrations).toBe(0);
    expect((await agentGet(t, agent.token, '/wps/agent/downlines')).json().value.total).toBe(2);
    expect((await agentGet(t, agent.token, '/wps/agent/quotas')).json().value.list).toEqual([
      { level: 1.5, remaining: 0 },
    ]);
  });

  it('R-API-117 a recruit through the plain invite code takes an account at 0 %, and none left refuses it', async () => {
    const agent = await topAgent(['RNG=2']);
    await ops(t, 'agent', 'quota', agent.username, '0', '1');
    await ops(t, 'agent', 'quota', agent.username, '1.5', '5');
    const recruit = await joinWith(t, agent.code);
    expect(await ratesOf(recruit)).toEqual({});
    expect((await agentGet(t, agent.token, '/wps/agent/quotas')).json().value.list).toEqual([
      { level: 0, remaining: 0 },
      { level: 1.5, remaining: 5 },
    ]);
    await expect(joinWith(t, agent.code)).rejects.toThrow(/AGENT_QUOTA_EXHAUSTED/);
    expect((await agentGet(t, agent.token, '/wps/agent/downlines')).json().value.total).toBe(1);
    // A URL recruit at 1.8 % falls in the 1.5 % level, which still has accounts.
    await recruitAt(agent, 1.8);
    expect((await agentGet(t, agent.token, '/wps/agent/downlines')).json().value.total).toBe(2);
  });

  it('R-AGENT-12 R-API-121 changes a direct downline within its own and above its downlines, naming the category', async () => {
    const agent = await topAgent(['RNG=2', 'LIVE=1']);
    const b = await recruitAt(agent, 1.5);
    await approvedAgent(t, b);
    const c = await recruitAt(b, 0.7); // b's own: RNG 1.5, LIVE 1 → c gets RNG 0.7, LIVE 0.7
    expect(await ratesOf(c)).toEqual({ LIVE: 0.7, RNG: 0.7 });

    const view = (await agentGet(t, agent.token, `/wps/agent/downlineRebates?memberId=${b.memberId}`)).json()
      .value;
    expect(rangeOf(view.list, 'RNG')).toEqual({ category: 'RNG', rebate: 1.5, min: 0.7, max: 2 });

    const above = await update(agent, b.memberId, { RNG: 2.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ code: 'REBATE_ABOVE_OWN', value: { field: 'rebates.RNG', max: 2 } });
    const fish = await update(agent, b.memberId, { FISH: 0.1 });
    expect(fish.json()).toMatchObject({ code: 'REBATE_ABOVE_OWN', value: { field: 'rebates.FISH' } });
    const below = await update(agent, b.memberId, { RNG: 1.8, LIVE: 0.6 });
    expect(below.json()).toMatchObject({
      code: 'REBATE_BELOW_DOWNLINE',
      value: { field: 'rebates.LIVE', min: 0.7 },
    });
    expect(await ratesOf(b)).toEqual({ LIVE: 1, RNG: 1.5 });

    const done = await update(agent, b.memberId, { RNG: 2, LIVE: 0.7 });
    expect(done.statusCode, done.body).toBe(200);
    expect(rangeOf(done.json().value.list, 'RNG')).toMatchObject({ rebate: 2 });
    expect(await ratesOf(b)).toEqual({ LIVE: 0.7, RNG: 2 });
    // The operator cannot put the agent's own under what b now has.
    await expect(ops(t, 'agent', 'rebate', agent.username, 'RNG=1.9')).rejects.toThrow(/downline has 2%/);
  });

  it('R-API-117 raising a downline into a limited level takes an account from it', async () => {
    const agent = await topAgent(['RNG=3']);
    const b = await recruitAt(agent, 1);
    await ops(t, 'agent', 'quota', agent.username, '2', '1');
    expect((await update(agent, b.memberId, { RNG: 2.5 })).statusCode).toBe(200);
    const c = await recruitAt(agent, 1);
    const refused = await update(agent, c.memberId, { RNG: 2 });
    expect(refused.json()).toMatchObject({ code: 'AGENT_QUOTA_EXHAUSTED' });
    expect(await ratesOf(c)).toEqual({ RNG: 1 });
  });

  it('R-ROLE-18 a downline of another tree, a deeper downline, a player and a switched-off module get 403; nothing changes', async () => {
    const east = await topAgent(['RNG=2']);
    const west = await topAgent(['RNG=2']);
    const eastMember = await recruitAt(east, 1);
    await approvedAgent(t, eastMember);
    await ops(t, 'agent', 'rebate', eastMember.username, 'RNG=1');
    const deep = await recruitAt(eastMember, 0.5);
    const player = await joinWith(t);
    for (const res of [
      await update(west, eastMember.memberId, { RNG: 0.5 }),
      await agentGet(t, west.token, `/wps/agent/downlineRebates?memberId=${eastMember.memberId}`),
      await update(east, deep.memberId, { RNG: 0.6 }),
      await update(player, eastMember.memberId, { RNG: 0.5 }),
      await agentGet(t, player.token, '/wps/agent/rebateSettings'),
      await agentGet(t, player.token, '/wps/agent/quotas'),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('NO_PERMISSION');
    }
    await ops(t, 'setting', 'set', 'modules', '{"AGEDOWNMAN3":false}');
    try {
      expect((await update(east, eastMember.memberId, { RNG: 0.5 })).statusCode).toBe(403);
      expect((await agentGet(t, east.token, '/wps/agent/rebateSettings')).statusCode).toBe(403);
    } finally {
      await ops(t, 'setting', 'set', 'modules', '{}');
    }
    expect(await ratesOf(eastMember)).toEqual({ RNG: 1 });
    expect(await ratesOf(deep)).toEqual({ RNG: 0.5 });
  });
});
