import { CATALOGUE_POLICY, HOUSE_VENDOR } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture, importFixture } from '../../../test/fixtures/catalogue.js';
import { insertLaunches, insertMembers, nodeOf } from '../../../test/games.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { importCatalogue, switchVendor } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const report = await importFixture(t.db);
  expect(report.refused).toEqual([]);
  // The fixture is the catalogue under test: the demo seed's in-house slots are set aside.
  await switchVendor(t.db, HOUSE_VENDOR, false);
});
afterAll(async () => {
  await t.close();
});

const gameList = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCSGAME_gameList',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
};
const page = async (body: Record<string, unknown>) => {
  const res = await gameList(body);
  expect(res.status).toBe(200);
  return res.body.value;
};
const get = async (url: string) => (await t.app.inject({ url })).json().value;
const fixture = catalogueFixture();
const fixtureGames = fixture.games as {
  vendor: string;
  category: string;
  name: string;
  isNew: boolean;
  minBet: number;
  classify: string[];
  gameId: string;
}[];

describe('catalogue import', () => {
  it('R-API-04 imports every fixture entry, and a re-import changes nothing (node ids stable)', async () => {
    const before = await t.db.execute(
      sql`select node_id, vendor_code, game_id, name, min_bet_centavos from games
          where vendor_code <> ${HOUSE_VENDOR} order by node_id`,
    );
    expect(before.rows.length).toBe(fixtureGames.length);
    const again = await importFixture(t.db);
    expect(again.imported.games).toBe(fixtureGames.length);
    expect(again.refused).toEqual([]);
    const after = await t.db.execute(
      sql`select node_id, vendor_code, game_id, name, min_bet_centavos from games
          where vendor_code <> ${HOUSE_VENDOR} order by node_id`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('R-API-04 refuses bad entries line by line with index and reason, importing the rest', async () => {
    const report = await importCatalogue(t.db, {
      vendors: [
        { code: 'NEWV', displayName: 'New Vendor', launchUrlTemplate: 'https://play.example/{token}' },
        { code: 'bad code!' },
      ],
      classifications: [{ category: 'RNG', key: 'X1', names: { PT: 'sem EN' } }],
      games: [
        { vendor: 'NEWV', gameId: 'g1', name: 'Fresh Game', category: 'RNG', minBet: 0.3 },
        { vendor: 'NOPE', gameId: 'g2', name: 'Orphan', category: 'RNG' },
        { vendor: 'NEWV', gameId: 'g3', name: 'Bad category', category: 'MOON' },
        { vendor: 'NEWV', gameId: 'g4', name: 'Unknown key', category: 'RNG', classify: ['NOPE'] },
        { vendor: 'NEWV', gameId: 'g1', name: 'Duplicate', category: 'RNG' },
        'not an object',
      ],
    });
    expect(report.imported).toMatchObject({ vendors: 1, classifications: 0, games: 1 });
    expect(report.refused.map((r) => `${r.section}:${r.index}`).sort()).toEqual([
      'classifications:0',
      'games:1',
      'games:2',
      'games:3',
      'games:4',
      'games:5',
      'vendors:1',
    ]);
    expect(report.refused).toHaveLength(7);
    expect(report.refused.find((r) => r.section === 'games' && r.index === 1)?.reason).toMatch(
      /unknown vendor NOPE/,
    );
    expect(report.refused.find((r) => r.section === 'games' && r.index === 3)?.reason).toMatch(
      /unknown classification/,
    );
    expect(report.refused.find((r) => r.section === 'games' && r.index === 4)?.reason).toMatch(/duplicate/);
    const stored = await t.db.execute(sql`select min_bet_centavos from games where vendor_code = 'NEWV'`);
    expect(stored.rows).toEqual([{ min_bet_centavos: 30 }]);
    await t.db.execute(sql`delete from vendors where code = 'NEWV'`);
  });
});

describe('GCSGAME_getVassGameType', () => {
  it('R-API-54 R-GAMES-02 lists categories in operator order with vendors that have enabled games', async () => {
    const value = await get('/wps/relay/GCSGAME_getVassGameType?language=EN');
    expect(value.sorting.map((s: { gameCategory: string }) => s.gameCategory)).toEqual(
      (fixture.categories as { category: string }[]).map((c) => c.category),
    );
    expect(value.sorting[0].vendorNames).toEqual(['PG', 'JILI', 'PP', 'FC', 'JDB', 'BGS', 'ORIG']);
    expect(value.mapping.LIVE.vendors).toHaveLength(6);
    expect(
      value.mapping.RNG.vendors.find((v: { vassalage: string }) => v.vassalage === 'ORIG'),
    ).toMatchObject({ inHouse: true });
    expect(
      value.mapping.SPORTS.vendors.find((v: { vassalage: string }) => v.vassalage === 'SV388'),
    ).toMatchObject({ cockfight: true });
    expect(
      value.mapping.SPORTS.vendors.find((v: { vassalage: string }) => v.vassalage === 'IMES'),
    ).toMatchObject({ gameCode: 'IMES' });
    expect(value.mapping.RNG.gameClassify.map((c: { key: string }) => c.key)).toContain('CRASH');
    expect(value.mapping.COCKFIGHT).toBeUndefined();
  });

  it('R-API-11 R-GAMES-02 gives classification names in the language, EN as the fallback', async () => {
    const ja = await get('/wps/relay/GCSGAME_getVassGameType?language=JA');
    expect(ja.mapping.FISH.gameClassify[0]).toEqual({ key: 'FISHING', displayName: 'フィッシング' });
    const unknown = await get('/wps/relay/GCSGAME_getVassGameType?language=XX');
    expect(unknown.mapping.FISH.gameClassify[0]).toEqual({ key: 'FISHING', displayName: 'Fishing' });
  });

  it('R-API-54 a disabled vendor and a category without enabled games disappear', async () => {
    await t.db.execute(sql`update vendors set enabled = false where code = 'BLIVE'`);
    await t.db.execute(sql`update vendors set enabled = false where code = 'SEXY'`);
    const value = await get('/wps/relay/GCSGAME_getVassGameType');
    expect(value.mapping.LIVESTREAM).toBeUndefined();
    expect(value.sorting.map((s: { gameCategory: string }) => s.gameCategory)).not.toContain('LIVESTREAM');
    expect(value.mapping.LIVE.vendors.map((v: { vassalage: string }) => v.vassalage)).not.toContain('SEXY');
    await t.db.execute(sql`update vendors set enabled = true where code in ('BLIVE', 'SEXY')`);
  });
});

describe('GCSGAME_gameList', () => {
  it('R-API-55 R-HOME-41 the unfiltered total is every enabled game, ordered by position then name', async () => {
    const value = await page({ pageNo: 1, pageSize: 100 });
    expect(value.total).toBe(fixtureGames.length);
    expect(value.totalPages).toBe(Math.ceil(fixtureGames.length / 100));
    expect(value.games).toHaveLength(100);
    expect(value.games[0]).toMatchObject({
      gameCategory: expect.any(String),
      onlineCount: null,
      minBet: expect.any(Number),
    });
  });

  it('R-API-55 R-GAMES-26 name search is a trimmed, case-insensitive substring; blank means no filter', async () => {
    const value = await page({ gameName: '  lUCKy ', pageSize: 100 });
    const expected = fixtureGames.filter((g) => g.name.toLowerCase().includes('lucky'));
    expect(value.total).toBe(expected.length);
    expect(value.total).toBeGreaterThan(0);
    expect((await page({ gameName: '   ' })).total).toBe(fixtureGames.length);
    expect((await page({ gameName: '100%_\\' })).total).toBe(0);
  });

  it('R-API-55 filters by category, vendor, classification, minimum bet', async () => {
    const rng = await page({ gameType: 'RNG', pageSize: 100 });
    expect(rng.total).toBe(fixtureGames.filter((g) => g.category === 'RNG' && g.vendor !== 'BGS').length);
    expect((await page({ gameType: 'ALL' })).total).toBe(fixtureGames.length);
    expect((await page({ gameType: '' })).total).toBe(fixtureGames.length);
    const jiliFish = await page({ gameType: 'FISH', vassalage: 'JILI' });
    expect(jiliFish.total).toBe(30);
    const jackpot = await page({ gameClassify: 'JACKPOT', pageSize: 100 });
    expect(jackpot.total).toBe(fixtureGames.filter((g) => g.classify.includes('JACKPOT')).length);
    const cheap = await page({ minBet: 0.05, pageSize: 100 });
    expect(cheap.total).toBe(fixtureGames.filter((g) => g.minBet <= 0.05).length);
    expect(cheap.games.every((g: { minBet: number }) => g.minBet <= 0.05)).toBe(true);
  });

  it('R-GAMES-03 an RNG list leaves BGS out, which its own category asks for by name', async () => {
    const bgsGames = fixtureGames.filter((g) => g.vendor === 'BGS').length;
    expect(bgsGames).toBeGreaterThan(0);
    const rng = await page({ gameType: 'RNG', pageSize: 100 });
    expect(rng.games.some((g: { vassalage: string }) => g.vassalage === 'BGS')).toBe(false);
    expect((await page({ gameType: 'RNG', vassalage: 'BGS' })).total).toBe(bgsGames);
    expect((await page({ vassalage: 'BGS' })).total).toBe(bgsGames);
  });

  it('R-API-55 R-GAMES-23 isNew=1 lists only new games', async () => {
    const value = await page({ isNew: 1, pageSize: 100 });
    expect(value.total).toBe(fixtureGames.filter((g) => g.isNew).length);
    expect(value.games.every((g: { isNew: boolean }) => g.isNew)).toBe(true);
    expect(
      (await page({ isNew: '1', gameType: 'RNG' })).games.every((g: { isNew: boolean }) => g.isNew),
    ).toBe(true);
  });

  it('R-API-55 R-GAMES-21 paging edges: past the last page is empty with the real page count', async () => {
    const past = await page({ pageNo: 999, pageSize: 50 });
    expect(past).toMatchObject({ games: [], pageNum: 999, totalPages: Math.ceil(fixtureGames.length / 50) });
    expect((await gameList({ pageNo: 0 })).status).toBe(400);
    expect((await gameList({ pageSize: 101 })).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      value: { field: 'pageSize' },
    });
    const pages = [
      await page({ pageNo: 1, pageSize: 7, gameType: 'LIVE' }),
      await page({ pageNo: 2, pageSize: 7, gameType: 'LIVE' }),
    ];
    const ids = pages.flatMap((p) => p.games.map((g: { nodeId: number }) => g.nodeId));
    expect(new Set(ids).size).toBe(14);
  });

  it('R-API-55 an unknown vendor or classification answers 200 with an empty list', async () => {
    expect(await page({ vassalage: 'NOVENDOR' })).toMatchObject({ games: [], total: 0, totalPages: 0 });
    expect(await page({ gameClassify: 'NOKEY' })).toMatchObject({ games: [], total: 0 });
  });

  it('R-GAMES-12 H-1 R-CONST-31 onlineCount: 4 distinct players → null, 5 → 5; old launches do not count', async () => {
    const nodeId = await nodeOf(t, 'PG', 'PG-RNG-0001');
    const players = await insertMembers(t, 5);
    await insertLaunches(t, nodeId, players.slice(0, 4));
    await insertLaunches(t, nodeId, players.slice(0, 2)); // the same players again: still 4
    await insertLaunches(t, nodeId, players.slice(4), CATALOGUE_POLICY.onlineWindowMinutes + 1);
    const find = async () =>
      (await page({ vassalage: 'PG', pageSize: 5 })).games.find(
        (g: { nodeId: number }) => g.nodeId === nodeId,
      );
    expect((await find()).onlineCount).toBeNull();
    await insertLaunches(t, nodeId, players.slice(4));
    expect((await find()).onlineCount).toBe(5);
  });
});

describe('GCSGAME_hotGamesV2', () => {
  it('R-API-62 R-GAMES-35 ranks by launches in 7 days, then the operator hot rank; never-ranked unlaunched games stay out', async () => {
    const [a, b] = [await nodeOf(t, 'JDB', 'JDB-RNG-0010'), await nodeOf(t, 'KM', 'KM-PVP-0003')];
    const players = await insertMembers(t, 3);
    await insertLaunches(t, a, players);
    await insertLaunches(t, b, players.slice(0, 2));
    await insertLaunches(t, b, players, 8 * 24 * 60); // older than the window
    const list = (await get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=EN&platform=html5')).list;
    expect(list.length).toBeLessThanOrEqual(CATALOGUE_POLICY.hotListSize);
    const ids = list.map((g: { nodeId: number }) => g.nodeId);
    const pg = await nodeOf(t, 'PG', 'PG-RNG-0001'); // 7 launches by 5 players, from the online-count test
    expect(ids.slice(0, 3)).toEqual([pg, a, b]);
    const ranked = await t.db.execute<{ node_id: number }>(
      sql`select node_id from games where hot_rank is not null order by hot_rank limit 17`,
    );
    expect(ids.slice(3)).toEqual(ranked.rows.map((r) => Number(r.node_id)));
    const unranked = await nodeOf(t, 'PP', 'PP-RNG-0100');
    expect(ids).not.toContain(unranked);
  });
});
