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
import { weekOf } from './dividends.js';

let t: TestApp;
let vendor: Vendor;
beforeAll(async () => {
  t = await startTestApp();
  await enableAffiliateRegistration(t);
  await ops(t, 'flag', 'set', 'AGENTPOLICY3', 'on');
  vendor = await addExternalVendor(t, 'DIV');
});
afterAll(() => t.close());

const TIERS = [
  { profit: 100, percent: 10 },
  { profit: 1000, percent: 20 },
];
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, token }, payload });
const lastWeek = () => weekOf(daysBefore(weekOf(siteToday()).periodStart, 1)).periodStart;
const balance = async (member: TreeMember) => {
  const { rows } = await t.db.execute(
    sql`select coalesce((select balance from ledger_accounts where member_id = ${member.memberId} and currency = 'PHP'), 0)::text as b`,
  );
  return Number(rows[0]?.b);
};

/** An agent with a funded wallet and a direct downline who accepted TIERS a month ago. */
async function acceptedDividend() {
  const agent = await approvedAgent(t, await joinWith(t));
  const member = await joinWith(t, agent.code);
  const below = await joinWith(t, member.code);
  const offered = await post(agent.token, '/wps/relay/MCS2_dividendContractApply', {
    memberId: String(member.memberId),
    tiers: TIERS,
  });
  expect(offered.statusCode, offered.body).toBe(200);
  const id = offered.json().value.id as string;
  const check = await agentGet(t, member.token, '/wps/agent/contract/check');
  expect(check.json().value).toEqual({
    dailysalreqtype: '',
    divtypecompperiodreq: id,
    contracthoursalreq: '',
  });
  const info = await agentGet(t, member.token, '/wps/relay/MCS2_getContractDividendInfo');
  expect(info.json().value.contract).toMatchObject({ id, status: 'pending', period: 'week', tiers: TIERS });
  const accepted = await post(member.token, '/wps/relay/MCS2_dividendContractProcess', {
    contractId: id,
    accept: true,
  });
  expect(accepted.json().value.status).toBe('accepted');
  await t.db.execute(
    sql`update dividend_contracts set accepted_at = now() - interval '30 days' where id = ${Number(id)}`,
  );
  await confirmedDeposit(t, agent.token, 1000);
  return { agent, member, below, id };
}

/** A settled round of `bet` pesos winning `win` by `who`, moved into last week. */
async function lastWeekRound(who: TreeMember, bet: number, win: number) {
  await confirmedDeposit(t, who.token, bet);
  await settledRound(t, vendor, { token: who.token, playerId: String(who.memberId) }, bet * 100, win * 100);
  const start = lastWeek();
  const noon = new Date(rangeInstants(start, start).from.getTime() + 36 * 3_600_000);
  await t.db.execute(
    sql`update game_rounds set settled_at = ${noon.toISOString()}::timestamptz where member_id = ${who.memberId}`,
  );
}

describe('dividend contracts', () => {
  it('R-API-111 R-API-101 R-AGENT-06 the downline sees the terms, the check names them, and accepts', async () => {
    const { member, id } = await acceptedDividend();
    const info = await agentGet(t, member.token, '/wps/relay/MCS2_getContractDividendInfo');
    expect(info.json().value.contract).toMatchObject({ id, status: 'accepted' });
    expect(
      (await agentGet(t, member.token, '/wps/agent/contract/check')).json().value.divtypecompperiodreq,
    ).toBe('');
  });

  it('R-API-109 R-API-110 R-AGENT-11 a due period is paid once from the agent wallet, then shows paid', async () => {
    const { agent, member, below, id } = await acceptedDividend();
    await lastWeekRound(below, 2000, 500);
    const periodStart = lastWeek();
    const due = await agentGet(t, agent.token, '/wps/relay/ODSFE2_QueryDividend');
    expect(due.json().value.list).toContainEqual(
      expect.objectContaining({
        contractId: id,
        periodStart,
        profit: 1500,
        dividend: 300,
        status: 'due',
        role: 'offered',
      }),
    );
    const [agentBefore, memberBefore] = [await balance(agent), await balance(member)];
    const paid = await post(agent.token, '/wps/relay/ODSFE2_PayoutDividend', { contractId: id, periodStart });
    expect(paid.json().value).toMatchObject({ status: 'paid', dividend: 300 });
    const again = await post(agent.token, '/wps/relay/ODSFE2_PayoutDividend', {
      contractId: id,
      periodStart,
    });
    expect(again.statusCode).toBe(409);
    expect(await balance(agent)).toBe(agentBefore - 30_000);
    expect(await balance(member)).toBe(memberBefore + 30_000);
    const seen = await agentGet(t, member.token, '/wps/relay/ODSFE2_QueryDividend');
    expect(seen.json().value.list).toContainEqual(
      expect.objectContaining({ contractId: id, periodStart, status: 'paid', role: 'received' }),
    );
    const totals = await ledgerTotals(t.db);
    expect([totals.balanceSum, totals.entrySum, totals.negativePlayers]).toEqual([0, 0, 0]);
  });

  it('R-ROLE-18 R-API-110 R-API-108 only the contract agent pays, only a finished period; the current one is open and counts this week', async () => {
    const { agent, member, below, id } = await acceptedDividend();
    const other = await approvedAgent(t, await joinWith(t));
    await lastWeekRound(below, 300, 0);
    const periodStart = lastWeek();
    expect(
      (await post(other.token, '/wps/relay/ODSFE2_PayoutDividend', { contractId: id, periodStart }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(member.token, '/wps/relay/ODSFE2_PayoutDividend', { contractId: id, periodStart }))
        .statusCode,
    ).toBe(403);
    const thisWeek = weekOf(siteToday()).periodStart;
    expect(
      (await post(agent.token, '/wps/relay/ODSFE2_PayoutDividend', { contractId: id, periodStart: thisWeek }))
        .statusCode,
    ).toBe(400);
    const stranger = await joinWith(t);
    expect(
      (
        await post(agent.token, '/wps/relay/MCS2_dividendContractApply', {
          memberId: String(stranger.memberId),
          tiers: TIERS,
        })
      ).statusCode,
    ).toBe(403);
    // This week's play counts toward the open period: a ₱300 team profit is the 10% tier.
    await confirmedDeposit(t, below.token, 300);
    await settledRound(t, vendor, { token: below.token, playerId: String(below.memberId) }, 30_000, 0);
    const current = await agentGet(t, agent.token, '/wps/relay/ODSFE2_CurrentDividend');
    expect(current.json().value.list).toContainEqual(
      expect.objectContaining({
        contractId: id,
        periodStart: thisWeek,
        status: 'open',
        profit: 300,
        dividend: 30,
      }),
    );
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n from dividend_payouts where contract_id = ${Number(id)}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
