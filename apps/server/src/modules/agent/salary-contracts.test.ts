import { daysBefore, rangeInstants, siteToday } from '@app/contracts';
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
import { ledgerTotals } from '../wallet/index.js';
import { payDailySalaries } from './salary-payout.js';

let t: TestApp;
let vendor: Vendor;
beforeAll(async () => {
  t = await startTestApp();
  await enableAffiliateRegistration(t);
  await ops(t, 'flag', 'set', 'AGENTPOLICY3', 'on');
  vendor = await addExternalVendor(t, 'SAL');
});
afterAll(() => t.close());

const TIERS = [
  { turnover: 100, salary: 10 },
  { turnover: 1000, salary: 50 },
];
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, token }, payload });
const offer = (agent: TreeMember, member: TreeMember, tiers: object[] = TIERS) =>
  post(agent.token, '/wps/relay/MCS2_dailySalaryContractApply', { memberId: String(member.memberId), tiers });
const answer = (member: TreeMember, contractId: string, accept: boolean) =>
  post(member.token, '/wps/relay/MCS2_dailySalaryContractProcess', { contractId, accept });
const check = async (member: TreeMember) =>
  (await agentGet(t, member.token, '/wps/agent/contract/check')).json().value;
const balance = async (member: TreeMember) => {
  const { rows } = await t.db.execute(
    sql`select coalesce((select balance from ledger_accounts where member_id = ${member.memberId} and currency = 'PHP'), 0)::text as b`,
  );
  return Number(rows[0]?.b);
};

/** An agent, a direct downline who accepted TIERS two days ago, and a member under that downline. */
async function acceptedContract() {
  const agent = await approvedAgent(t, await joinWith(t));
  const member = await joinWith(t, agent.code);
  const below = await joinWith(t, member.code);
  const offered = await offer(agent, member);
  expect(offered.statusCode, offered.body).toBe(200);
  const id = offered.json().value.id as string;
  expect((await answer(member, id, true)).json().value.status).toBe('accepted');
  await t.db.execute(
    sql`update salary_contracts set accepted_at = now() - interval '3 days' where id = ${Number(id)}`,
  );
  return { agent, member, below, id };
}

/** A settled round of `pesos` by `who`, moved to the middle of Manila day `day`. */
async function turnoverOn(who: TreeMember, pesos: number, day: string) {
  await confirmedDeposit(t, who.token, pesos);
  await settledRound(t, vendor, { token: who.token, playerId: String(who.memberId) }, pesos * 100, 0);
  const noon = new Date(rangeInstants(day, day).from.getTime() + 12 * 3_600_000);
  await t.db.execute(sql`update game_rounds set settled_at = ${noon.toISOString()}::timestamptz
    where member_id = ${who.memberId}`);
}

describe('daily-salary contracts', () => {
  it('R-API-112 R-API-114 R-API-113 R-API-115 R-API-101 an agent offers, the downline sees and accepts, the check empties', async () => {
    const agent = await approvedAgent(t, await joinWith(t));
    const member = await joinWith(t, agent.code);
    expect(await check(member)).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
    const offered = await offer(agent, member);
    expect(offered.statusCode, offered.body).toBe(200);
    const id = offered.json().value.id as string;
    expect(offered.json().value).toMatchObject({
      status: 'pending',
      tiers: TIERS,
      memberAccount: member.username,
    });
    expect((await check(member)).dailysalreqtype).toBe(id);
    const waiting = await agentGet(t, member.token, '/wps/relay/MCS2_dailySalaryContractRequest');
    expect(waiting.json().value.contract).toMatchObject({
      id,
      agentAccount: agent.username,
      status: 'pending',
    });
    expect((await answer(member, id, true)).json().value.status).toBe('accepted');
    expect((await check(member)).dailysalreqtype).toBe('');
    const history = await agentGet(t, agent.token, '/wps/relay/MCS2_dailySalaryContractHistory');
    expect(history.json().value.list[0]).toMatchObject({ id, role: 'offered', status: 'accepted' });
    const again = await answer(member, id, true);
    expect(again.statusCode).toBe(404);
  });

  it('R-API-113 a rejected offer stays rejected; a newer offer replaces one still waiting', async () => {
    const agent = await approvedAgent(t, await joinWith(t));
    const member = await joinWith(t, agent.code);
    const first = (await offer(agent, member)).json().value.id as string;
    const second = (await offer(agent, member, [{ turnover: 0, salary: 5 }])).json().value.id as string;
    expect((await answer(member, first, true)).statusCode).toBe(404);
    expect((await answer(member, second, false)).json().value.status).toBe('rejected');
    const history = await agentGet(t, member.token, '/wps/relay/MCS2_dailySalaryContractHistory');
    expect(history.json().value.list.map((c: { status: string }) => c.status)).toEqual(['rejected', 'ended']);
  });

  it('R-ROLE-18 R-API-112 an offer names a direct downline of an agent only; anything else is 403 and nothing is written', async () => {
    const agent = await approvedAgent(t, await joinWith(t));
    const member = await joinWith(t, agent.code);
    const below = await joinWith(t, member.code);
    const stranger = await joinWith(t);
    const before = await t.db.execute(sql`select count(*)::int as n from salary_contracts`);
    expect((await offer(agent, below)).statusCode).toBe(403);
    expect((await offer(agent, stranger)).statusCode).toBe(403);
    expect((await offer(member, below)).statusCode).toBe(403);
    const bad = await offer(agent, member, [
      { turnover: 100, salary: 10 },
      { turnover: 50, salary: 20 },
    ]);
    expect(bad.statusCode).toBe(400);
    const after = await t.db.execute(sql`select count(*)::int as n from salary_contracts`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    await ops(t, 'flag', 'set', 'AGENTPOLICY3', 'off');
    try {
      expect((await offer(agent, member)).statusCode).toBe(403);
      expect((await agentGet(t, member.token, '/wps/agent/contract/check')).statusCode).toBe(403);
    } finally {
      await ops(t, 'flag', 'set', 'AGENTPOLICY3', 'on');
    }
  });

  it('R-AGENT-05 R-API-106 a finished day pays the tier of the tree turnover from the agent wallet, once', async () => {
    const { agent, member, below, id } = await acceptedContract();
    const yesterday = daysBefore(siteToday(), 1);
    await confirmedDeposit(t, agent.token, 500);
    await turnoverOn(below, 600, yesterday);
    await turnoverOn(member, 500, yesterday);
    const [agentBefore, memberBefore] = [await balance(agent), await balance(member)];
    await payDailySalaries(t.db);
    expect(JSON.parse(await ops(t, 'agent', 'pay-salaries'))).toEqual({
      paid: 0,
      unpaid: expect.any(Number),
    });
    expect(await balance(agent)).toBe(agentBefore - 5000);
    expect(await balance(member)).toBe(memberBefore + 5000);
    const records = await agentGet(
      t,
      member.token,
      `/wps/relay/ODSFE2_QueryDailySalary?startDate=${yesterday}&endDate=${yesterday}`,
    );
    expect(records.json().value.list).toEqual([
      expect.objectContaining({
        contractId: id,
        day: yesterday,
        turnover: 1100,
        salary: 50,
        status: 'paid',
        role: 'received',
      }),
    ]);
    const listed = JSON.parse(await ops(t, 'agent', 'salaries', '--status', 'paid')) as {
      contractId: number;
    }[];
    expect(listed.find((row) => String(row.contractId) === id)).toMatchObject({
      salaryPesos: 50,
      turnoverPesos: 1100,
    });
    const audit = await t.db.execute(
      sql`select count(*)::int as n from operator_actions where command = 'agent pay-salaries'`,
    );
    expect(audit.rows[0]?.n).toBeGreaterThan(0);
    const totals = await ledgerTotals(t.db);
    expect([totals.balanceSum, totals.entrySum, totals.negativePlayers]).toEqual([0, 0, 0]);
  });

  it('R-AGENT-05 a short agent wallet leaves the day unpaid, and a later run pays it once the money is there', async () => {
    const { agent, member, below } = await acceptedContract();
    const yesterday = daysBefore(siteToday(), 1);
    await turnoverOn(below, 150, yesterday);
    const memberBefore = await balance(member);
    expect((await payDailySalaries(t.db)).unpaid).toBeGreaterThan(0);
    expect(await balance(member)).toBe(memberBefore);
    await confirmedDeposit(t, agent.token, 100);
    await payDailySalaries(t.db);
    expect(await balance(member)).toBe(memberBefore + 1000);
    expect(await balance(agent)).toBe(10000 - 1000);
  });

  it('R-API-105 R-AGENT-09 today so far shows the turnover and the tier reached, for both sides', async () => {
    const { agent, member, below, id } = await acceptedContract();
    await confirmedDeposit(t, below.token, 200);
    await settledRound(t, vendor, { token: below.token, playerId: String(below.memberId) }, 15_000, 0);
    const mine = await agentGet(t, member.token, '/wps/relay/ODSFE2_CurrentDailySalary');
    expect(mine.json().value).toEqual({
      day: siteToday(),
      list: [
        expect.objectContaining({
          contractId: id,
          turnover: 150,
          salary: 10,
          status: 'today',
          role: 'received',
        }),
      ],
    });
    const theirs = await agentGet(t, agent.token, '/wps/relay/ODSFE2_CurrentDailySalary');
    expect(theirs.json().value.list[0]).toMatchObject({ contractId: id, role: 'offered' });
  });
});
