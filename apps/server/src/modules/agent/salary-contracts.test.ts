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
import { paySalaries } from './salary-payout.js';

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
const offer = (agent: TreeMember, member: TreeMember, tiers: object[] = TIERS, kind = 'daily') =>
  post(agent.token, `/wps/relay/MCS2_${kind}SalaryContractApply`, {
    memberId: String(member.memberId),
    tiers,
  });
const answer = (member: TreeMember, contractId: string, accept: boolean, kind = 'daily') =>
  post(member.token, `/wps/relay/MCS2_${kind}SalaryContractProcess`, { contractId, accept });
const check = async (member: TreeMember) =>
  (await agentGet(t, member.token, '/wps/agent/contract/check')).json().value;
const balance = async (member: TreeMember) => {
  const { rows } = await t.db.execute(
    sql`select coalesce((select balance from ledger_accounts where member_id = ${member.memberId} and currency = 'PHP'), 0)::text as b`,
  );
  return Number(rows[0]?.b);
};

/** An agent, a direct downline who accepted TIERS three days ago, and a member under that downline. */
async function acceptedContract(kind = 'daily') {
  const agent = await approvedAgent(t, await joinWith(t));
  const member = await joinWith(t, agent.code);
  const below = await joinWith(t, member.code);
  const offered = await offer(agent, member, TIERS, kind);
  expect(offered.statusCode, offered.body).toBe(200);
  const id = offered.json().value.id as string;
  expect((await answer(member, id, true, kind)).json().value.status).toBe('accepted');
  await t.db.execute(
    sql`update salary_contracts set accepted_at = now() - interval '3 days' where id = ${Number(id)}`,
  );
  return { agent, member, below, id };
}

/** A settled round of `pesos` by `who`, moved to the middle of Manila day `day`. */
async function turnoverOn(who: TreeMember, pesos: number, day: string) {
  await turnoverAt(who, pesos, new Date(rangeInstants(day, day).from.getTime() + 12 * HOUR_MS));
}

/** A settled round of `pesos` by `who`, moved to `moment`. */
async function turnoverAt(who: TreeMember, pesos: number, moment: Date) {
  await confirmedDeposit(t, who.token, pesos);
  await settledRound(t, vendor, { token: who.token, playerId: String(who.memberId) }, pesos * 100, 0);
  await t.db.execute(sql`update game_rounds set settled_at = ${moment.toISOString()}::timestamptz
    where member_id = ${who.memberId} and settled_at > now() - interval '1 minute'`);
}

const HOUR_MS = 3_600_000;
/** The Manila day and hour an instant falls in (Manila is UTC+8 all year). */
const manilaHour = (moment: Date) => ({
  day: siteToday(moment.getTime()),
  hour: new Date(moment.getTime() + 8 * HOUR_MS).getUTCHours(),
});

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
    for (const kind of ['daily', 'hourly']) {
      expect((await offer(agent, below, TIERS, kind)).statusCode).toBe(403);
      expect((await offer(agent, stranger, TIERS, kind)).statusCode).toBe(403);
      expect((await offer(member, below, TIERS, kind)).statusCode).toBe(403);
    }
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
    await paySalaries(t.db);
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
    expect((await paySalaries(t.db)).unpaid).toBeGreaterThan(0);
    expect(await balance(member)).toBe(memberBefore);
    await confirmedDeposit(t, agent.token, 100);
    await paySalaries(t.db);
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
      hour: null,
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

describe('hourly-salary contracts', () => {
  it('R-AGENT-06 R-API-101 R-AGENT-04 an hourly offer waits beside a daily one and is answered on its own calls', async () => {
    const agent = await approvedAgent(t, await joinWith(t));
    const member = await joinWith(t, agent.code);
    const daily = (await offer(agent, member)).json().value.id as string;
    const hourlyOffer = await offer(agent, member, [{ turnover: 10, salary: 1 }], 'hourly');
    expect(hourlyOffer.statusCode, hourlyOffer.body).toBe(200);
    const hourly = hourlyOffer.json().value.id as string;
    expect(hourlyOffer.json().value).toMatchObject({ period: 'hour', status: 'pending' });
    expect(await check(member)).toEqual({
      dailysalreqtype: daily,
      divtypecompperiodreq: '',
      contracthoursalreq: hourly,
    });
    const waiting = async (kind: string) =>
      (await agentGet(t, member.token, `/wps/relay/MCS2_${kind}SalaryContractRequest`)).json().value.contract;
    expect(await waiting('hourly')).toMatchObject({
      id: hourly,
      period: 'hour',
      agentAccount: agent.username,
    });
    expect(await waiting('daily')).toMatchObject({ id: daily, period: 'day' });
    // Each offer is answered on its own period's call only.
    expect((await answer(member, hourly, true, 'daily')).statusCode).toBe(404);
    expect((await answer(member, daily, true, 'hourly')).statusCode).toBe(404);
    expect((await answer(member, daily, true)).json().value.status).toBe('accepted');
    expect((await answer(member, hourly, true, 'hourly')).json().value.status).toBe('accepted');
    expect(await check(member)).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
    // Accepting the hourly contract left the daily one in force; each history lists its own.
    const history = async (kind: string) =>
      (await agentGet(t, agent.token, `/wps/relay/MCS2_${kind}SalaryContractHistory`)).json().value.list;
    expect(await history('daily')).toEqual([
      expect.objectContaining({ id: daily, status: 'accepted', role: 'offered' }),
    ]);
    expect(await history('hourly')).toEqual([
      expect.objectContaining({ id: hourly, status: 'accepted', period: 'hour' }),
    ]);
  });

  it('R-AGENT-06 each finished hour pays the tier its own tree turnover reached, once, from the agent wallet', async () => {
    const { agent, member, below, id } = await acceptedContract('hourly');
    await confirmedDeposit(t, agent.token, 500);
    const thisHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    const [early, late] = [new Date(thisHour - 3 * HOUR_MS), new Date(thisHour - 2 * HOUR_MS)];
    await turnoverAt(below, 1200, new Date(early.getTime() + 20 * 60_000));
    await turnoverAt(member, 150, new Date(late.getTime() + 40 * 60_000));
    const [agentBefore, memberBefore] = [await balance(agent), await balance(member)];
    await Promise.all([paySalaries(t.db), paySalaries(t.db)]);
    expect(await balance(agent)).toBe(agentBefore - 6000);
    expect(await balance(member)).toBe(memberBefore + 6000);
    await paySalaries(t.db);
    expect(await balance(member)).toBe(memberBefore + 6000);
    const [first, second] = [manilaHour(early), manilaHour(late)];
    const records = await agentGet(
      t,
      member.token,
      `/wps/relay/ODSFE2_QueryHourlySalary?startDate=${first.day}&endDate=${second.day}`,
    );
    const paid = records.json().value.list.filter((row: { salary: number }) => row.salary > 0);
    expect(paid).toEqual([
      expect.objectContaining({ contractId: id, ...second, turnover: 150, salary: 10, status: 'paid' }),
      expect.objectContaining({ contractId: id, ...first, turnover: 1200, salary: 50, status: 'paid' }),
    ]);
    // The daily calls do not list hourly rows.
    const daily = await agentGet(
      t,
      member.token,
      `/wps/relay/ODSFE2_QueryDailySalary?startDate=${first.day}&endDate=${second.day}`,
    );
    expect(daily.json().value.list).toEqual([]);
    const keys = await t.db.execute<{ key: string }>(
      sql`select idempotency_key as key from ledger_transfers where idempotency_key like ${`salary:${id}:%`} order by key`,
    );
    const slotKey = (slot: { day: string; hour: number }) =>
      `salary:${id}:${slot.day}T${String(slot.hour).padStart(2, '0')}`;
    expect(keys.rows.map((row) => row.key)).toEqual(
      [first, second].flatMap((slot) => [`${slotKey(slot)}:in`, `${slotKey(slot)}:out`]),
    );
    const totals = await ledgerTotals(t.db);
    expect([totals.balanceSum, totals.entrySum, totals.negativePlayers]).toEqual([0, 0, 0]);
  });

  it('R-AGENT-06 this hour so far shows the turnover since the hour began and the tier reached', async () => {
    const { agent, member, below, id } = await acceptedContract('hourly');
    await confirmedDeposit(t, below.token, 200);
    await settledRound(t, vendor, { token: below.token, playerId: String(below.memberId) }, 15_000, 0);
    const now = manilaHour(new Date());
    const mine = (await agentGet(t, member.token, '/wps/relay/ODSFE2_CurrentHourlySalary')).json().value;
    expect(mine).toEqual({
      ...now,
      list: [expect.objectContaining({ contractId: id, ...now, turnover: 150, salary: 10, status: 'today' })],
    });
    const theirs = await agentGet(t, agent.token, '/wps/relay/ODSFE2_CurrentHourlySalary');
    expect(theirs.json().value.list[0]).toMatchObject({ contractId: id, role: 'offered' });
    const daily = await agentGet(t, member.token, '/wps/relay/ODSFE2_CurrentDailySalary');
    expect(daily.json().value.list).toEqual([]);
  });
});
