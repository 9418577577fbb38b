// Daily and hourly salaries and dividends under concurrency and a kill, in the PostgreSQL suite: two
// "nodes" (two pools on one database) run the payout at once, twice each, and a third is killed (its
// backend terminated) in the middle of a day's transaction. Every (contract, period) pays once, and
// the books are at zero.
import type { SalaryPeriod } from '@app/contracts';
import { daysBefore, rangeInstants, siteToday } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import {
  approvedAgent,
  enableAffiliateRegistration,
  joinWith,
  type TreeMember,
} from '../../../test/agents.js';
import { addExternalVendor, confirmedDeposit, ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { settledRound } from '../../../test/wallet.js';
import { type Database, type Db, openDatabase } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { adjustBalance, ledgerTotals } from '../wallet/index.js';
import { weekOf } from './dividends.js';
import { paySalaries } from './salary-payout.js';

const PAIRS = 12;
const HOURLY_PAIRS = 4;
/** Days in force before today: the payout catches up the last three finished days. */
const DAYS = 3;
/** The payout catches up the last 24 finished hours (25 when an hour ends while the test runs). */
const HOURS = 24;
const SALARY_CENTAVOS = 1_000;
const FUNDS = 1_000_000;

let t: TestApp;
let url: string;
const extra: Database[] = [];
beforeAll(async () => {
  t = await startTestApp();
  await enableAffiliateRegistration(t);
  const { rows } = await t.db.execute(sql`select current_database() as name`);
  const admin = new URL(process.env.TEST_DATABASE_URL ?? '');
  admin.pathname = `/${String(rows[0]?.name)}`;
  url = admin.toString();
});
afterAll(async () => {
  for (const database of extra) await database.close().catch(() => undefined);
  await t.close();
});

function node(applicationName: string) {
  const at = new URL(url);
  at.searchParams.set('application_name', applicationName);
  const database = openDatabase({ url: at.toString(), dataDir: '' });
  extra.push(database);
  return database;
}

/** Pairs of a funded agent and a direct downline under a contract accepted before the last three days. */
async function contracts(count: number, period: SalaryPeriod = 'day') {
  const pairs: { agent: TreeMember; member: TreeMember; id: number; period: SalaryPeriod }[] = [];
  for (let i = 0; i < count; i++) {
    const agent = await approvedAgent(t, await joinWith(t));
    const member = await joinWith(t, agent.code);
    await adjustBalance(t.db, agent.memberId, FUNDS, `salary-kill-${agent.memberId}`);
    const { rows } = await t.db.execute(sql`
      insert into salary_contracts (agent_id, member_id, tiers, period, status, decided_at, accepted_at)
      values (${agent.memberId}, ${member.memberId}, ${JSON.stringify([{ turnover: 0, salary: SALARY_CENTAVOS / 100 }])}::jsonb,
              ${period}, 'accepted', now() - interval '5 days', now() - interval '5 days')
      returning id`);
    pairs.push({ agent, member, id: Number(rows[0]?.id), period });
  }
  return pairs;
}

/** Each contract's periods paid once: as many paid rows as the catch-up covers, two transfers each. */
async function expectPaidOnce(pairs: Awaited<ReturnType<typeof contracts>>) {
  for (const { agent, member, id, period } of pairs) {
    const { rows } = await t.db.execute<Record<string, number | string>>(sql`
      select (select count(*) from salary_payouts where contract_id = ${id} and status = 'paid')::int as periods,
             (select count(*) from ledger_transfers where scope = 'agent' and idempotency_key like ${`salary:${id}:%`})::int as transfers,
             (select balance from ledger_accounts where member_id = ${agent.memberId} and currency = 'PHP')::text as agent,
             (select balance from ledger_accounts where member_id = ${member.memberId} and currency = 'PHP')::text as member`);
    const paid = Number(rows[0]?.periods);
    if (period === 'day') expect(paid).toBe(DAYS);
    else expect([HOURS, HOURS + 1]).toContain(paid);
    expect(rows[0]).toEqual({
      periods: paid,
      transfers: paid * 2,
      agent: String(FUNDS - paid * SALARY_CENTAVOS),
      member: String(paid * SALARY_CENTAVOS),
    });
  }
  const totals = await ledgerTotals(t.db);
  expect([totals.balanceSum, totals.entrySum, totals.negativePlayers, totals.accountsOffEntries]).toEqual([
    0, 0, 0, 0,
  ]);
}

describe('daily and hourly salaries on PostgreSQL', () => {
  it('R-AGENT-05 R-AGENT-06 two nodes running the payout at once, twice each, pay every contract period once', async () => {
    const pairs = [...(await contracts(PAIRS)), ...(await contracts(HOURLY_PAIRS, 'hour'))];
    const [a, b] = [node('salary-node-a'), node('salary-node-b')];
    const runs = await Promise.all([a, b, a, b].map((database) => paySalaries(database.db)));
    const { rows } = await t.db.execute(sql`
      select count(*)::int as n from salary_payouts
       where status = 'paid' and contract_id in (${sql.join(
         pairs.map((pair) => sql`${pair.id}`),
         sql`, `,
       )})`);
    expect(runs.reduce((sum, run) => sum + run.paid, 0)).toBe(rows[0]?.n);
    await expectPaidOnce(pairs);
  });

  it('R-AGENT-05 R-AGENT-06 a payout killed in the middle of a day pays nothing of that day; the next run pays the rest once', async () => {
    const pairs = [...(await contracts(PAIRS)), ...(await contracts(HOURLY_PAIRS, 'hour'))];
    const stuck = pairs[PAIRS / 2];
    if (!stuck) throw new Error('no pair');
    // Another transaction holds the agent's account, so the victim stops inside that day's transaction.
    const blocker = node('salary-blocker');
    let release: () => void = () => undefined;
    const held = blocker.db.transaction(async (tx) => {
      await tx.execute(
        sql`select id from ledger_accounts where member_id = ${stuck.agent.memberId} for update`,
      );
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    // The victim's own pool: a connection that dies under a checked-out client is expected here.
    const at = new URL(url);
    at.searchParams.set('application_name', 'salary-victim');
    const pool = new pg.Pool({ connectionString: at.toString(), max: 2 });
    pool.on('connect', (client) => client.on('error', () => undefined));
    pool.on('error', () => undefined);
    const victim = drizzle(pool, { schema }) as unknown as Db;
    const run = paySalaries(victim).then(
      () => 'finished',
      () => 'killed',
    );
    await expect
      .poll(
        async () => {
          const { rows } = await t.db.execute(sql`
          select count(*)::int as n from pg_stat_activity
           where application_name = 'salary-victim' and wait_event_type = 'Lock'`);
          return rows[0]?.n;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await t.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'salary-victim' and datname = current_database()`);
    expect(await run).toBe('killed');
    release();
    await held;
    await pool.end();
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n from salary_payouts where contract_id = ${stuck.id}`,
    );
    expect(rows[0]?.n).toBeLessThan(DAYS);
    await paySalaries(node('salary-node-c').db);
    await expectPaidOnce(pairs);
  });

  it('R-API-110 parallel payouts of one dividend period pay it once, and the books stay at zero', async () => {
    await ops(t, 'flag', 'set', 'AGENTPOLICY3', 'on');
    const vendor = await addExternalVendor(t, 'DIVPG');
    const agent = await approvedAgent(t, await joinWith(t));
    const member = await joinWith(t, agent.code);
    await adjustBalance(t.db, agent.memberId, FUNDS, `dividend-pg-${agent.memberId}`);
    const { rows } = await t.db.execute(sql`
      insert into dividend_contracts (agent_id, member_id, tiers, status, decided_at, accepted_at)
      values (${agent.memberId}, ${member.memberId}, ${JSON.stringify([{ profit: 0, percent: 50 }])}::jsonb,
              'accepted', now() - interval '30 days', now() - interval '30 days')
      returning id`);
    const contractId = String(rows[0]?.id);
    await confirmedDeposit(t, member.token, 100);
    await settledRound(t, vendor, { token: member.token, playerId: String(member.memberId) }, 10_000, 0);
    const periodStart = weekOf(daysBefore(weekOf(siteToday()).periodStart, 1)).periodStart;
    const noon = new Date(rangeInstants(periodStart, periodStart).from.getTime() + 12 * 3_600_000);
    await t.db.execute(sql`update game_rounds set settled_at = ${noon.toISOString()}::timestamptz
      where member_id = ${member.memberId}`);
    const before = await t.db.execute(sql`
      select balance::text as b from ledger_accounts where member_id = ${member.memberId} and currency = 'PHP'`);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/ODSFE2_PayoutDividend',
          headers: { ...SAME_ORIGIN, token: agent.token },
          payload: { contractId, periodStart },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const after = await t.db.execute(sql`
      select (select balance from ledger_accounts where member_id = ${member.memberId} and currency = 'PHP')::text as member,
             (select balance from ledger_accounts where member_id = ${agent.memberId} and currency = 'PHP')::text as agent,
             (select count(*) from ledger_transfers where kind = 'agent_dividend' and idempotency_key like ${`dividend:${contractId}:%`})::int as transfers`);
    expect(after.rows[0]).toEqual({
      member: String(Number(before.rows[0]?.b) + 5_000),
      agent: String(FUNDS - 5_000),
      transfers: 2,
    });
    const totals = await ledgerTotals(t.db);
    expect([totals.balanceSum, totals.entrySum, totals.negativePlayers, totals.accountsOffEntries]).toEqual([
      0, 0, 0, 0,
    ]);
  });
});
