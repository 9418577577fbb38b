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
import { addExternalVendor, confirmedDeposit, ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { settledRound, type Vendor } from '../../../test/wallet.js';

let t: TestApp;
let vendor: Vendor;
beforeAll(async () => {
  t = await startTestApp();
  await enableAffiliateRegistration(t);
  vendor = await addExternalVendor(t, 'AGT');
});
afterAll(() => t.close());

const affiliate = (query: string) =>
  t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?${query}`, headers: SAME_ORIGIN });

/** Deposits `pesos`, then bets `bet` and wins `win` in one settled round. */
async function plays(member: TreeMember, pesos: number, bet: number, win: number) {
  await confirmedDeposit(t, member.token, pesos);
  await settledRound(
    t,
    vendor,
    { token: member.token, playerId: String(member.memberId) },
    bet * 100,
    win * 100,
  );
}

describe('affiliate codes and the tree', () => {
  it('R-API-26 R-ERR-13 a member code passes; an unknown, a disabled or a malformed one is refused', async () => {
    const owner = await joinWith(t);
    expect(owner.code).toMatch(/^[A-Z2-9]{8}$/);
    const ok = await affiliate(`code=${owner.code.toLowerCase()}&domain=perlaplay.ph`);
    expect(ok.json()).toMatchObject({ success: true, value: { success: true } });
    expect((await affiliate('code=NOSUCH99')).json()).toMatchObject({ code: 'INVALID_INVITATION_CODE' });
    const bad = await affiliate('code=a%20b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.field).toBe('code');
    await ops(t, 'member', 'disable', owner.username);
    expect((await affiliate(`code=${owner.code}`)).json().code).toBe('INVALID_INVITATION_CODE');
  });

  it('R-ERR-22 R-REG-13 a code used on a host the operator does not allow is a referrer link error, at check and registration', async () => {
    const owner = await joinWith(t);
    await ops(t, 'setting', 'set', 'affiliateDomains', '["perlaplay.ph"]');
    try {
      const other = await affiliate(`code=${owner.code}&domain=elsewhere.example`);
      expect(other.statusCode).toBe(400);
      expect(other.json()).toMatchObject({ code: 'REFERRER_LINK_ERROR', value: { field: 'affiliateCode' } });
      expect((await affiliate(`code=${owner.code}&domain=perlaplay.ph:443`)).statusCode).toBe(200);
      await expect(joinWith(t, owner.code, 'elsewhere.example')).rejects.toThrow(/REFERRER_LINK_ERROR/);
    } finally {
      await ops(t, 'setting', 'set', 'affiliateDomains', '[]');
    }
    const count = await t.db.execute(
      sql`select count(*)::int as n from members where parent_agent_id = ${owner.memberId}`,
    );
    expect(Number(count.rows[0]?.n)).toBe(0);
  });

  it('R-REG-13 R-API-104 R-API-124 R-API-125 a code makes a downline; every depth is in the tree, direct ones apart, and each one’s detail', async () => {
    const top = await approvedAgent(t, await joinWith(t));
    const b = await joinWith(t, top.code);
    const c = await joinWith(t, b.code);
    const d = await joinWith(t, c.code);
    const all = await agentGet(t, top.token, '/wps/relay/ODSFE2_Subordinate');
    expect(all.statusCode, all.body).toBe(200);
    expect(
      all.json().value.list.map((m: { account: string; depth: number }) => [m.account, m.depth]),
    ).toEqual([
      [d.username, 3],
      [c.username, 2],
      [b.username, 1],
    ]);
    const direct = (await agentGet(t, top.token, '/wps/agent/downlines')).json().value;
    expect(direct).toMatchObject({
      total: 1,
      list: [{ account: b.username, depth: 1, downlineCount: 1, type: 0 }],
    });
    const one = await agentGet(t, top.token, `/wps/agent/downline?memberId=${d.memberId}`);
    expect(one.json().value).toMatchObject({ account: d.username, depth: 3, balance: 0 });
  });

  it('R-API-104 a new parent link moves the whole subtree in the tree, and a move under its own downline is refused', async () => {
    const west = await approvedAgent(t, await joinWith(t));
    const east = await approvedAgent(t, await joinWith(t));
    const b = await joinWith(t, west.code);
    const c = await joinWith(t, b.code);
    const d = await joinWith(t, c.code);
    await t.db.execute(sql`update members set parent_agent_id = ${east.memberId} where id = ${b.memberId}`);
    const depths = async (agent: TreeMember) =>
      (await agentGet(t, agent.token, '/wps/relay/ODSFE2_Subordinate'))
        .json()
        .value.list.map((m: { account: string; depth: number }) => [m.account, m.depth]);
    expect(await depths(east)).toEqual([
      [d.username, 3],
      [c.username, 2],
      [b.username, 1],
    ]);
    expect(await depths(west)).toEqual([]);
    await expect(
      t.db.execute(sql`update members set parent_agent_id = ${d.memberId} where id = ${b.memberId}`),
    ).rejects.toThrow();
    expect(await depths(east)).toHaveLength(3);
  });

  it('R-AGENT-08 R-API-104 searches by account prefix and pages', async () => {
    const top = await approvedAgent(t, await joinWith(t));
    const team = [];
    for (let i = 0; i < 5; i += 1) team.push(await joinWith(t, top.code));
    const page = (q: string) => agentGet(t, top.token, `/wps/relay/ODSFE2_Subordinate?${q}`);
    const first = (await page('pageSize=2&pageNum=1')).json().value;
    const third = (await page('pageSize=2&pageNum=3')).json().value;
    expect(first).toMatchObject({ total: 5, pageNum: 1, pageSize: 2 });
    expect(first.list).toHaveLength(2);
    expect(third.list).toHaveLength(1);
    const wanted = team[2] as TreeMember;
    const found = (await page(`account=${wanted.username.slice(0, 6).toUpperCase()}`)).json().value;
    expect(found.list.map((m: { account: string }) => m.account)).toContain(wanted.username);
    const exact = (await page(`account=${wanted.username}`)).json().value;
    expect(exact).toMatchObject({ total: 1, list: [{ account: wanted.username }] });
    expect((await page('account=%25')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      value: { field: 'account' },
    });
    expect((await page('pageSize=0')).statusCode).toBe(400);
  });
});

describe('team figures', () => {
  it('R-AGENT-07 R-API-102 R-API-103 R-API-107 counts the own tree only, equal to the sums of what each member did', async () => {
    const north = await approvedAgent(t, await joinWith(t));
    const south = await approvedAgent(t, await joinWith(t));
    const n1 = await joinWith(t, north.code);
    const n2 = await joinWith(t, n1.code);
    const idle = await joinWith(t, north.code);
    const s1 = await joinWith(t, south.code);
    await plays(n1, 500, 100, 30);
    await plays(n2, 800, 200, 0);
    await plays(s1, 9000, 4000, 10000);
    await plays(north, 700, 50, 0); // the agent's own play is not the team's

    const a = (await agentGet(t, north.token, '/wps/relay/ODSFE2_TeamKPIA')).json().value;
    expect(a).toMatchObject({ teamSize: 3, newMembers: 3, activeMembers: 2 });
    const b = (await agentGet(t, north.token, '/wps/relay/ODSFE2_TeamKPIB')).json().value;
    expect(b).toMatchObject({ deposits: 1300, withdrawals: 0, bets: 300, winLoss: 30 - 300 });
    const southB = (await agentGet(t, south.token, '/wps/relay/ODSFE2_TeamKPIB')).json().value;
    expect(southB).toMatchObject({ deposits: 9000, bets: 4000, winLoss: 6000 });

    const pnl = (await agentGet(t, north.token, '/wps/relay/ODSFE2_MemPNL')).json().value;
    const byAccount = Object.fromEntries(pnl.list.map((row: { account: string }) => [row.account, row]));
    expect(Object.keys(byAccount).sort()).toEqual([idle.username, n1.username, n2.username].sort());
    expect(byAccount[n1.username]).toMatchObject({
      deposits: 500,
      bets: 100,
      wins: 30,
      profitLoss: -70,
      depth: 1,
    });
    expect(byAccount[n2.username]).toMatchObject({ bets: 200, profitLoss: -200, depth: 2 });
    expect(byAccount[idle.username]).toMatchObject({ deposits: 0, profitLoss: 0 });

    // A period before anyone registered has nobody in it.
    const past = (
      await agentGet(t, north.token, '/wps/relay/ODSFE2_TeamKPIA?startDate=2020-01-01&endDate=2020-01-07')
    ).json();
    expect(past.value).toMatchObject({ teamSize: 0, newMembers: 0, activeMembers: 0 });
  });

  it("R-ROLE-18 another agent's downline, and a member outside any tree, are refused with 403", async () => {
    const east = await approvedAgent(t, await joinWith(t));
    const west = await approvedAgent(t, await joinWith(t));
    const westMember = await joinWith(t, west.code);
    const res = await agentGet(t, east.token, `/wps/agent/downline?memberId=${westMember.memberId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_PERMISSION');
    expect((await agentGet(t, east.token, `/wps/agent/downline?memberId=${east.memberId}`)).statusCode).toBe(
      403,
    );
    const eastList = (await agentGet(t, east.token, '/wps/relay/ODSFE2_Subordinate')).json().value;
    expect(eastList.total).toBe(0);
  });

  it('R-API-102 refuses a range that ends before it starts, or longer than 90 days, naming the field', async () => {
    const agent = await approvedAgent(t, await joinWith(t));
    for (const query of [
      'startDate=2026-02-01&endDate=2026-01-01',
      'startDate=2025-01-01&endDate=2025-12-31',
      'startDate=2026-13-01',
    ]) {
      const res = await agentGet(t, agent.token, `/wps/relay/ODSFE2_TeamKPIB?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().value.field).toBe('startDate');
    }
  });
});

describe('invite friends', () => {
  it('R-API-130 R-PROMO-12 gives the code, the link and the friends who registered and became active', async () => {
    const host = await joinWith(t);
    const busy = await joinWith(t, host.code);
    await joinWith(t, host.code);
    await plays(busy, 300, 50, 0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/member/referral',
      headers: { token: host.token, host: 'perlaplay.ph' },
    });
    expect(res.json().value).toEqual({
      code: host.code,
      link: `http://perlaplay.ph/m/register?affiliateCode=${host.code}`,
      registered: 2,
      active: 1,
      activeDays: 30,
    });
  });
});
