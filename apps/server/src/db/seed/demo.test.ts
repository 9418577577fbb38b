import { HOUSE_VENDOR, LANGUAGES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/accounts.js';
import { agentGet } from '../../../test/agents.js';
import { ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { ledgerTotals } from '../../modules/wallet/index.js';
import { DEMO_BANNERS, DEMO_MARQUEE, DEMO_NEWS } from './announcements.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const value = async (url: string) => (await t.app.inject({ url })).json().value;

describe('demo seed', () => {
  it('R-HOME-15 R-HOME-17 R-HOME-38 every language gets its banners and marquee lines from the home fetch, and its news', async () => {
    for (const language of LANGUAGES) {
      const { list } = await value(
        `/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=&platform=M&language=${language}`,
      );
      const banners = list.filter(
        (a: { type: string; groupName: string }) => a.type === 'B' && a.groupName === 'm_home',
      );
      const marquee = list.filter((a: { type: string }) => a.type === 'PL');
      expect(banners.map((a: { title: string }) => a.title)).toEqual(
        DEMO_BANNERS.map((b) => b.title[language]),
      );
      expect(marquee.map((a: { title: string }) => a.title)).toEqual(
        DEMO_MARQUEE.map((line) => line[language]),
      );
      const news = await value(`/wps/relay/GLS2_lobbyNews?language=${language}`);
      expect(news.list).toHaveLength(DEMO_NEWS.length);
    }
  });

  it('R-NAV-18 the e-lottery category holds the house lotteries once, however often the demo is seeded', async () => {
    const { seedDemo } = await import('./demo.js');
    await seedDemo(t.db);
    await seedDemo(t.db);
    const tiles = await t.db.execute(
      sql`select game_id from games where vendor_code = ${HOUSE_VENDOR} and category = 'ELOTT' order by game_id`,
    );
    expect(tiles.rows.map((row) => row.game_id)).toEqual(['pick2-express', 'pick3-fast']);
  });

  it('R-HOME-17 seeding again adds nothing', async () => {
    const before = await value('/wps/relay/MCSFE_getListAnnouncements?types=B,PL&language=EN');
    const { seedDemo } = await import('./demo.js');
    await seedDemo(t.db);
    expect(await value('/wps/relay/MCSFE_getListAnnouncements?types=B,PL&language=EN')).toEqual(before);
  });
});

describe('the demo agent team', () => {
  it('R-AGENT-08 R-AGENT-05 R-AGENT-06 is made once on a fresh site; its agent logs in with the password shown then and sees the team and contracts', async () => {
    const fresh = await startTestApp({ seed: false });
    try {
      const { seedDemo } = await import('./demo.js');
      const { demoAgent } = await seedDemo(fresh.db);
      if (!demoAgent) throw new Error('no demo agent was made');
      expect(demoAgent.username).toBe('demo_agent');
      const stored = await fresh.db.execute<{ hash: string }>(
        sql`select password_hash as hash from members where username = 'demo_agent'`,
      );
      expect(stored.rows[0]?.hash).toMatch(/^\$argon2id\$/u);
      expect(stored.rows[0]?.hash).not.toContain(demoAgent.password);
      expect((await login(fresh, 'demo_agent', 'wrong-password-1')).statusCode).not.toBe(200);
      const session = await login(fresh, demoAgent.username, demoAgent.password);
      expect(session.statusCode, session.body).toBe(200);
      const token = session.json().value.token as string;
      const downlines = (await agentGet(fresh, token, '/wps/agent/downlines')).json().value;
      expect(downlines.list.map((m: { account: string }) => m.account).sort()).toEqual([
        'demo_ana',
        'demo_ben',
        'demo_carla',
      ]);
      await ops(fresh, 'flag', 'set', 'AGENTPOLICY3', 'on');
      const history = async (kind: string) =>
        (await agentGet(fresh, token, `/wps/relay/MCS2_${kind}SalaryContractHistory`)).json().value.list;
      expect(await history('daily')).toEqual([
        expect.objectContaining({ memberAccount: 'demo_ana', status: 'accepted', role: 'offered' }),
      ]);
      expect(await history('hourly')).toEqual([
        expect.objectContaining({ memberAccount: 'demo_carla', status: 'pending', period: 'hour' }),
      ]);
      const dividends = (await agentGet(fresh, token, '/wps/relay/ODSFE2_CurrentDividend')).json().value;
      expect(dividends.list).toEqual([
        expect.objectContaining({ memberAccount: 'demo_ben', status: 'open' }),
      ]);
      // Seeding again makes no second team and shows no password.
      expect((await seedDemo(fresh.db)).demoAgent).toBeNull();
      const team = await fresh.db.execute<{ n: number }>(
        sql`select count(*)::int as n from members where username like 'demo\\_%'`,
      );
      expect(team.rows[0]?.n).toBe(5);
      const totals = await ledgerTotals(fresh.db);
      expect([totals.balanceSum, totals.entrySum, totals.negativePlayers]).toEqual([0, 0, 0]);
    } finally {
      await fresh.close();
    }
  });
});
