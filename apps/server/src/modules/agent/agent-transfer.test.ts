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
});
afterAll(() => t.close());

const move = (who: TreeMember, member: TreeMember, target: TreeMember) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/agent/transferDownline',
    headers: { ...SAME_ORIGIN, token: who.token },
    payload: { memberId: String(member.memberId), targetId: String(target.memberId) },
  });
const moveMany = (who: TreeMember, members: TreeMember[], target: TreeMember) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/agent/transferMultipleDownline',
    headers: { ...SAME_ORIGIN, token: who.token },
    payload: { memberIds: members.map((m) => String(m.memberId)), targetId: String(target.memberId) },
  });
const parentOf = async (member: TreeMember) =>
  Number(
    (
      await t.db.execute<{ p: string }>(
        sql`select parent_agent_id as p from members where id = ${member.memberId}`,
      )
    ).rows[0]?.p,
  );

/** Pairs of the closure table that a recomputation from the parent links does not give, and the reverse. */
async function closureDrift() {
  const drift = await t.db.execute<{ n: number }>(sql`
    with recursive up as (
      select id as descendant_id, id as ancestor_id, parent_agent_id, 0 as depth from members
      union all
      select up.descendant_id, m.id, m.parent_agent_id, up.depth + 1
        from up join members m on m.id = up.parent_agent_id
    ),
    truth as (select ancestor_id, descendant_id, depth::int as depth from up),
    stored as (select ancestor_id, descendant_id, depth::int as depth from member_tree)
    select ((select count(*) from (select * from truth except select * from stored) a)
          + (select count(*) from (select * from stored except select * from truth) b))::int as n`);
  return Number(drift.rows[0]?.n);
}

/** top → a (agent) → a1 → a2, top → b (agent) → b1, top → c. */
async function team() {
  const top = await approvedAgent(t, await joinWith(t));
  const a = await approvedAgent(t, await joinWith(t, top.code));
  const a1 = await joinWith(t, a.code);
  const a2 = await joinWith(t, a1.code);
  const b = await approvedAgent(t, await joinWith(t, top.code));
  const b1 = await joinWith(t, b.code);
  const c = await joinWith(t, top.code);
  return { top, a, a1, a2, b, b1, c };
}

describe('moving downlines', () => {
  it('R-AGENT-14 R-API-122 moves a downline with its subtree under another agent of the tree; the closure table equals the parent links', async () => {
    const { top, a, a1, a2, b } = await team();
    const res = await move(top, a1, b);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ moved: 1 });
    expect(await parentOf(a1)).toBe(b.memberId);
    const depthOf = async (agent: TreeMember, member: TreeMember) =>
      (await agentGet(t, agent.token, `/wps/agent/downline?memberId=${member.memberId}`)).json().value?.depth;
    expect(await depthOf(b, a2)).toBe(2);
    expect(await depthOf(top, a2)).toBe(3);
    expect((await agentGet(t, a.token, '/wps/agent/downlines')).json().value.total).toBe(0);
    // Back under the caller itself, named or left out.
    expect((await move(top, a1, top)).statusCode).toBe(200);
    const leftOut = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/transferDownline',
      headers: { ...SAME_ORIGIN, token: top.token },
      payload: { memberId: String(a2.memberId) },
    });
    expect(leftOut.statusCode, leftOut.body).toBe(200);
    expect(await depthOf(top, a2)).toBe(1);
    expect(await depthOf(top, a1)).toBe(1);
    expect(await closureDrift()).toBe(0);
  });

  it('R-AGENT-14 never moves a member under itself or its own subtree, nor under a player or a lower rebate', async () => {
    const { top, a, a1, b, c } = await team();
    for (const [member, target] of [
      [a, a],
      [a, a1],
    ] as const) {
      const res = await move(top, member, target);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TRANSFER_TARGET_INVALID', value: { field: 'targetId' } });
    }
    expect((await move(top, a, c)).json().code).toBe('TRANSFER_TARGET_INVALID');
    await ops(t, 'agent', 'rebate', top.username, 'RNG=2');
    await ops(t, 'agent', 'rebate', a.username, 'RNG=1');
    expect((await move(top, a, b)).json()).toMatchObject({
      code: 'TRANSFER_REBATE_ABOVE_TARGET',
      value: { categories: ['RNG'] },
    });
    expect(await parentOf(a)).toBe(top.memberId);
    expect(await closureDrift()).toBe(0);
  });

  it('R-API-123 moves several in one transaction; one refused move leaves every member where it was', async () => {
    const { top, a, a1, a2, b, b1, c } = await team();
    // c and b1 could go; a under itself cannot, so none goes.
    const refused = await moveMany(top, [c, b1, a], a);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TRANSFER_TARGET_INVALID' });
    expect([await parentOf(c), await parentOf(b1), await parentOf(a)]).toEqual([
      top.memberId,
      b.memberId,
      top.memberId,
    ]);
    const done = await moveMany(top, [c, b1, a2], a);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toEqual({ moved: 3 });
    expect(
      (await agentGet(t, a.token, '/wps/agent/downlines'))
        .json()
        .value.list.map((m: { account: string }) => m.account)
        .sort(),
    ).toEqual([a1.username, a2.username, b1.username, c.username].sort());
    const twice = await moveMany(top, [c, c], b);
    expect(twice.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'memberIds' } });
    expect(await closureDrift()).toBe(0);
  });

  it('R-AGENT-14 two moves at once that together would make a loop: one goes, the other is refused', async () => {
    const { top, a, b } = await team();
    const results = await Promise.all([move(top, a, b), move(top, b, a)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const parents = [await parentOf(a), await parentOf(b)];
    expect(parents.filter((parent) => parent === top.memberId)).toHaveLength(1);
    expect(await closureDrift()).toBe(0);
  });

  it('R-ROLE-18 a member of another tree, a target outside the tree, a deeper agent acting above itself, a player: 403 and nothing moves', async () => {
    const east = await team();
    const west = await team();
    const player = await joinWith(t);
    for (const res of [
      await move(east.top, west.a1, east.b),
      await move(east.top, east.a1, west.b),
      await moveMany(east.top, [east.c, west.c], east.b),
      await move(east.a, east.b1, east.a),
      await move(player, east.a1, east.b),
      await move(east.a, east.a, east.a),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('NO_PERMISSION');
    }
    await ops(t, 'setting', 'set', 'modules', '{"AGEDOWNMAN3":false}');
    try {
      expect((await move(east.top, east.a1, east.b)).statusCode).toBe(403);
    } finally {
      await ops(t, 'setting', 'set', 'modules', '{}');
    }
    expect(await parentOf(east.a1)).toBe(east.a.memberId);
    expect(await parentOf(east.c)).toBe(east.top.memberId);
    expect(await parentOf(east.b1)).toBe(east.b.memberId);
    expect(await closureDrift()).toBe(0);
  });
});
