import { HOUSE_VENDOR, LANGUAGES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
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
