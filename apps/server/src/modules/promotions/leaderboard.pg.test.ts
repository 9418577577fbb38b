// The leaderboard's closing and the rebate claim under races, in the PostgreSQL suite only: two
// app instances, each with its own connection pool on one database, as two nodes run. A period
// closed by both at the same moment issues one set of prizes, a week's weekly fund is paid once;
// parallel claims pay a rebate once.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../bench/ledger-server.js';
import { disableRegisterCaptcha, SAME_ORIGIN } from '../../../test/accounts.js';
import type { TestApp } from '../../../test/harness.js';
import { addExternalVendor, fundedMember, settledRound, type Vendor } from '../../../test/wallet.js';
import { type App, buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { seedDemo } from '../../db/seed/demo.js';
import { runOpsCommand } from '../../ops/commands.js';
import { ledgerTotals } from '../wallet/index.js';
import { closeDuePeriods, currentPeriod, type LeaderboardPolicy } from './leaderboard-service.js';
import { lastFullWeek, payWeeklyFund } from './weekly-fund.js';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let databases: Database[] = [];
let apps: App[] = [];
let t: TestApp;
let vendor: Vendor;

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the race test runs on PostgreSQL: npm run test:pg');
  process.env.BENCH_PG_URL ??= adminUrl;
  scratch = await createScratchDatabase('leaderboard');
  databases = [
    openDatabase({ url: scratch.url, dataDir: '' }),
    openDatabase({ url: scratch.url, dataDir: '' }),
  ];
  const [first] = databases;
  if (!first) throw new Error('no database');
  await first.migrate();
  await seedDemo(first.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', SYSTEM_CACHE_MS: '0', TRUST_PROXY: 'true' });
  apps = await Promise.all(
    databases.map((database) => buildApp({ config, database, webDistDir: path.join(tmpdir(), 'no-site') })),
  );
  await Promise.all(apps.map((app) => app.ready()));
  const [app] = apps;
  if (!app) throw new Error('no app');
  t = { app, db: first.db, logs: [], close: async () => {} };
  await disableRegisterCaptcha(t);
  vendor = await addExternalVendor(t, 'LBPG');
}, 120_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(databases.map((database) => database.close()));
  await scratch?.drop();
});

type Member = Awaited<ReturnType<typeof fundedMember>>;

const policy: LeaderboardPolicy = {
  rules: { periodDays: 7, prizes: [5_000, 3_000, 2_000] },
  timeZone: 'Asia/Manila',
  rewardExpiryDays: 7,
};

describe('leaderboard and rebates under races (PostgreSQL)', () => {
  it('R-PROMO-07 two app instances closing the same ended period at the same moment issue one set of prizes', async () => {
    const players: Member[] = [];
    for (const pesos of [300, 200, 100, 50]) {
      const player = await fundedMember(t, 1_000);
      await settledRound(t, vendor, player, pesos * 100);
      players.push(player);
    }
    const period = await currentPeriod(t.db, policy);
    const after = new Date(period.endsAt.getTime() + 120_000);
    const closings = await Promise.all(
      Array.from({ length: 10 }, (_, i) => closeDuePeriods((databases[i % 2] as Database).db, policy, after)),
    );
    expect(closings.flat().filter((c) => c.periodId === period.id)).toHaveLength(1);

    const { rows } = await t.db.execute<{ source_ref: string; member_id: string; amount: string }>(
      sql`select source_ref, member_id::text, amount::text from rewards
           where source = 'leaderboard' order by source_ref`,
    );
    expect(rows.map((r) => [r.source_ref, Number(r.member_id), Number(r.amount)])).toEqual(
      // The period's prizes are those of the demo settings it was made with.
      [5_000_00, 3_000_00, 2_000_00, 1_000_00].map((centavos, i) => [
        `${period.id}:${i + 1}`,
        players[i]?.memberId,
        centavos,
      ]),
    );
    expect(JSON.parse(await runOpsCommand(t.db, ['leaderboard', 'close-due']))).toEqual([]);
  });

  it('H-6 two app instances paying the same week’s weekly fund at the same moment issue it once', async () => {
    const players: Member[] = [];
    for (const pesos of [1_500, 2_500]) {
      const player = await fundedMember(t, 5_000);
      await settledRound(t, vendor, player, pesos * 100);
      players.push(player);
    }
    const week = lastFullWeek(new Date(), policy.timeZone);
    const ids = players.map((p) => p.memberId);
    await t.db.execute(sql`update game_rounds set settled_at = ${new Date(week.from.getTime() + 60_000)}
      where member_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const tiers = [
      {
        level: 0,
        name: 'L0',
        turnover: 0,
        dailySalary: 0,
        monthlySalary: 0,
        weeklyCashbackPercent: 0,
        weeklyCashbackCap: 0,
      },
      {
        level: 1,
        name: 'L1',
        turnover: 1_000,
        dailySalary: 0,
        monthlySalary: 0,
        weeklyCashbackPercent: 1,
        weeklyCashbackCap: 20,
      },
    ];
    const runs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        payWeeklyFund((databases[i % 2] as Database).db, { ...policy, vipTiers: tiers }),
      ),
    );
    expect(runs.filter((run) => run.paid !== null)).toHaveLength(1);
    const { rows } = await t.db.execute(sql`select member_id, amount from rewards where source = 'weekly_fund'
      and member_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by amount`);
    expect(rows.map((r) => [Number(r.member_id), Number(r.amount)])).toEqual([
      [ids[0], 1_500],
      [ids[1], 2_000],
    ]);
  });

  it('R-API-128 R-PROMO-15 twenty parallel rebate claims of one member on two instances pay once; the books stay at zero', async () => {
    const member = await fundedMember(t, 5_000);
    await settledRound(t, vendor, member, 2_000 * 100);
    await t.db.execute(
      sql`update game_rounds set settled_at = settled_at - interval '2 minutes' where member_id = ${member.memberId}`,
    );
    const balance = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/wallets/gcs',
          headers: { token: member.token, ...SAME_ORIGIN },
        })
      ).json().value.sumBalance as number;
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (apps[i % 2] as App).inject({
          method: 'POST',
          url: '/wps/rebate/claim',
          headers: { token: member.token, ...SAME_ORIGIN },
        }),
      ),
    );
    const paid = answers.filter((res) => res.statusCode === 200);
    expect(paid).toHaveLength(1);
    // Demo rates: 0.5 % of ₱2,000 on slots.
    expect(paid[0]?.json().value.amount).toBe(10);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('NOTHING_TO_CLAIM');
    }
    expect(await balance()).toBeCloseTo(before + 10, 2);
    const claims = await t.db.execute(
      sql`select count(*)::int as n from rebate_claims where member_id = ${member.memberId}`,
    );
    expect(claims.rows[0]?.n).toBe(1);
    expect(await ledgerTotals(t.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });
  });
});
