import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, registerMember, SAME_ORIGIN } from '../../../test/accounts.js';
import { importFixture } from '../../../test/fixtures/catalogue.js';
import { nodeOf } from '../../../test/games.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { runOpsCommand } from '../../ops/commands.js';
import { insertSettledRound } from '../games/index.js';

let t: TestApp;
let nodeId: number;
beforeAll(async () => {
  t = await startTestApp();
  await importFixture(t.db);
  await disableRegisterCaptcha(t);
  nodeId = await nodeOf(t, 'PG', 'PG-RNG-0002');
});
afterAll(async () => {
  await t.close();
});

const ops = (...args: string[]) => runOpsCommand(t.db, args);
const vip = (token?: string, query = '') =>
  t.app.inject({ url: `/wps/member/vip${query}`, headers: token ? { token } : {} });

async function memberIdOf(username: string): Promise<number> {
  const rows = await t.db.execute<{ id: number }>(sql`select id from members where username = ${username}`);
  return Number(rows.rows[0]?.id);
}

let roundNo = 0;
async function settle(memberId: number, betCentavos: number, currency: 'PHP' | 'DEMO') {
  roundNo += 1;
  await insertSettledRound(t.db, {
    memberId,
    nodeId,
    vendorCode: 'PG',
    roundRef: `vip-${roundNo}`,
    betCentavos,
    winCentavos: 0,
    currency,
  });
}

describe('GET /wps/member/vip', () => {
  it('R-API-131 R-HOME-02 R-API-27 counts the bets of settled PHP rounds and never DEMO ones, in the member info too', async () => {
    const member = await registerMember(t);
    const id = await memberIdOf(member.username);
    await settle(id, 300_000, 'PHP');
    await settle(id, 450_000, 'PHP');
    await settle(id, 100_000_000, 'DEMO');
    const res = await vip(member.token);
    expect(res.statusCode, res.body).toBe(200);
    // Demo tiers: level 2 (BRONZE) from 5,000 pesos, level 3 from 20,000. 7,500 is 16.67% of the way.
    expect(res.json().value).toEqual({
      level: 2,
      label: 'BRONZE',
      turnover: 7_500,
      progress: 16,
      next: { level: 3, label: 'BRONZE', turnover: 20_000, remaining: 12_500 },
    });
    const info = (await t.app.inject({ url: '/wps/member/info', headers: { token: member.token } })).json()
      .value;
    expect(info).toMatchObject({ vipLevel: 2, vipProgress: 16, clubLabel: { labelName: 'BRONZE' } });
    expect(info).toMatchObject({ id, account: member.username, type: 0, currency: 'PHP' });
    expect(info).toHaveProperty('nickname');
  });

  it('R-API-131 puts a member without rounds at the first tier, with the whole way to go', async () => {
    const member = await registerMember(t);
    expect((await vip(member.token)).json().value).toEqual({
      level: 0,
      label: 'NEW',
      turnover: 0,
      progress: 0,
      next: { level: 1, label: 'BRONZE', turnover: 1_000, remaining: 1_000 },
    });
  });

  it('R-API-131 keeps a level the operator granted above the turnover, and gives the top tier 100%', async () => {
    const member = await registerMember(t);
    const id = await memberIdOf(member.username);
    await t.db.execute(sql`update members set vip_level = 7 where id = ${id}`);
    expect((await vip(member.token)).json().value).toMatchObject({ level: 7, label: 'GOLD', progress: 0 });
    await settle(id, 50_000_000_000, 'PHP');
    expect((await vip(member.token)).json().value).toEqual({
      level: 20,
      label: 'ROYAL',
      turnover: 500_000_000,
      progress: 100,
      next: null,
    });
  });

  it('R-API-131 refuses guests (401) and trial accounts, whose play money never counts (403 free_reject)', async () => {
    const guest = await vip();
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('NOT_LOGGED_IN');
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: { moduleId: 0 },
    });
    const refused = await vip(trial.json().value.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('S-20 gives no way to read another member’s progress', async () => {
    const rich = await registerMember(t);
    const richId = await memberIdOf(rich.username);
    await settle(richId, 2_000_000, 'PHP');
    const other = await registerMember(t);
    for (const query of [`?memberId=${richId}`, `?id=${richId}`, `?username=${rich.username}`]) {
      const res = await vip(other.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().value.field).toBe(query.slice(1, query.indexOf('=')));
    }
    expect((await vip(other.token)).json().value.turnover).toBe(0);
    expect((await vip(rich.token)).json().value.turnover).toBe(20_000);
  });

  it('R-API-01 refuses bad queries with the field, never a 5xx', async () => {
    const member = await registerMember(t);
    for (const [query, field] of [
      ['unknownField=1', 'unknownField'],
      [`x=${'a'.repeat(5000)}`, 'x'],
      ["lang[$ne]=1'--", 'lang[$ne]'],
    ] as const) {
      const res = await vip(member.token, `?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, value: { field } });
    }
  });

  it('R-VIP-10 refuses the call while the VIP club is off (NO_PERMISSION)', async () => {
    const member = await registerMember(t);
    await ops('flag', 'set', 'VIPCLUB3', 'off');
    try {
      const res = await vip(member.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NO_PERMISSION');
    } finally {
      await ops('flag', 'set', 'VIPCLUB3', 'on');
    }
    expect((await vip(member.token)).statusCode).toBe(200);
  });
});

describe('the VIP club in the consolidated settings', () => {
  it('R-VIP-02 R-VIP-05 R-SYS-09 gives salaries, the weekly fund, the host level and the wheel odds', async () => {
    const { vip: club } = (await t.app.inject({ url: '/wps/system/settings/consolidated' })).json().value;
    expect(club).toMatchObject({ enabled: true, hostFromLevel: 7, weeklyFundWagering: 1 });
    expect(club.tiers[7]).toMatchObject({ level: 7, name: 'GOLD', turnover: 500_000 });
    expect(club.tiers[7].dailySalary).toBeGreaterThan(0);
    expect(club.tiers[7].monthlySalary).toBeGreaterThan(club.tiers[7].dailySalary);
    const total = club.wheelPrizes.reduce((sum: number, p: { percent: number }) => sum + p.percent, 0);
    expect(total).toBeCloseTo(100);
  });

  it('R-VIP-02 the operator cannot store a tier table with two tiers on one level', async () => {
    const { vip: club } = (await t.app.inject({ url: '/wps/system/settings/consolidated' })).json().value;
    const broken = { ...club, tiers: [club.tiers[0], club.tiers[0]] };
    await expect(ops('setting', 'set', 'vip', JSON.stringify(broken))).rejects.toThrow();
    const after = (await t.app.inject({ url: '/wps/system/settings/consolidated' })).json().value.vip;
    expect(after.tiers).toHaveLength(21);
  });
});
