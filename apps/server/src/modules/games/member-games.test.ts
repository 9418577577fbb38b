import { createHash } from 'node:crypto';
import { CATALOGUE_POLICY } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, registerMember, SAME_ORIGIN } from '../../../test/accounts.js';
import { importFixture } from '../../../test/fixtures/catalogue.js';
import { nodeOf } from '../../../test/games.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await startTestApp();
  await importFixture(t.db, { launchBase: 'http://localhost:8080' });
  await disableRegisterCaptcha(t);
  alice = (await registerMember(t)).token;
  bob = (await registerMember(t)).token;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, ...(token ? { token } : {}) },
    ...(payload ? { payload } : {}),
  });
const value = async (...args: Parameters<typeof call>) => {
  const res = await call(...args);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('favourites', () => {
  it('R-API-56 R-API-57 R-API-58 R-API-59 add (idempotent), list as strings and as pages newest first, remove (idempotent)', async () => {
    const [a, b] = [await nodeOf(t, 'PG', 'PG-RNG-0005'), await nodeOf(t, 'JILI', 'JILI-FISH-0002')];
    expect(
      await value('POST', '/wps/relay/MCSFE_addFavoriteGameV2', alice, { nodeId: a, vendor: 'PG' }),
    ).toEqual({ success: true });
    await value('POST', '/wps/relay/MCSFE_addFavoriteGameV2', alice, { nodeId: a, vendor: 'PG' });
    await value('POST', '/wps/relay/MCSFE_addFavoriteGameV2', alice, { nodeId: String(b), vendor: 'JILI' });
    expect(await value('GET', '/wps/relay/MCSFE_getFavoriteGames', alice)).toEqual([String(b), String(a)]);
    const list = await value(
      'GET',
      '/wps/relay/MCSFE_getFavoriteGamesList?gameType=&pageNo=1&pageSize=24&language=EN',
      alice,
    );
    expect(list.content.map((g: { nodeId: number }) => g.nodeId)).toEqual([b, a]);
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1 });
    const fish = await value('GET', '/wps/relay/MCSFE_getFavoriteGamesList?gameType=FISH', alice);
    expect(fish.content.map((g: { nodeId: number }) => g.nodeId)).toEqual([b]);
    const paged = await value('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=1', alice);
    expect(paged.content.map((g: { nodeId: number }) => g.nodeId)).toEqual([a]);
    expect(paged.totalPages).toBe(2);
    for (let i = 0; i < 2; i++) {
      expect(
        await value('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', alice, { nodeId: a, vendor: 'PG' }),
      ).toEqual({ success: true });
    }
    expect(await value('GET', '/wps/relay/MCSFE_getFavoriteGames', alice)).toEqual([String(b)]);
  });

  it('R-API-58 an unknown game or a vendor mismatch is 404 NOT_FOUND naming the field', async () => {
    const a = await nodeOf(t, 'PG', 'PG-RNG-0006');
    const unknown = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', alice, {
      nodeId: 99_999_999,
      vendor: 'PG',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'nodeId' } });
    const mismatch = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', alice, {
      nodeId: a,
      vendor: 'JILI',
    });
    expect(mismatch.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'vendor' } });
  });

  it("S-20 a member never sees or changes another member's favourites", async () => {
    const a = await nodeOf(t, 'PP', 'PP-RNG-0001');
    await value('POST', '/wps/relay/MCSFE_addFavoriteGameV2', alice, { nodeId: a, vendor: 'PP' });
    const aliceBefore = await value('GET', '/wps/relay/MCSFE_getFavoriteGames', alice);
    expect(await value('GET', '/wps/relay/MCSFE_getFavoriteGames', bob)).toEqual([]);
    expect((await value('GET', '/wps/relay/MCSFE_getFavoriteGamesList', bob)).content).toEqual([]);
    await value('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', bob, { nodeId: a, vendor: 'PP' });
    expect(await value('GET', '/wps/relay/MCSFE_getFavoriteGames', alice)).toEqual(aliceBefore);
  });

  it('R-API-02 every favourite and recent call needs a session (401)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
      ['GET', '/wps/relay/MCSFE_getFavoriteGamesList'],
      ['POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 1, vendor: 'PG' }],
      ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { nodeId: 1, vendor: 'PG' }],
      ['GET', '/wps/relay/MCS2_addRecentGame?nodeId=1'],
      ['GET', '/wps/relay/GCS_recentGame'],
      ['GET', '/wps/game/launchGame?vendor=PG&nodeId=1'],
    ] as const) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, url).toBe(401);
      const expired = await call(method, url, 'not-a-real-token', payload);
      expect(expired.statusCode, url).toBe(401);
    }
  });
});

describe('recent games', () => {
  it('R-API-60 R-API-61 moves a game to the top, keeps the newest 20, per member (S-20)', async () => {
    const member = (await registerMember(t)).token;
    const nodes = await Promise.all(
      Array.from({ length: 22 }, (_, i) => nodeOf(t, 'PP', `PP-RNG-${String(i + 10).padStart(4, '0')}`)),
    );
    for (const nodeId of nodes) await value('GET', `/wps/relay/MCS2_addRecentGame?nodeId=${nodeId}`, member);
    await value('GET', `/wps/relay/MCS2_addRecentGame?nodeId=${nodes[5]}`, member);
    const list = (await value('GET', '/wps/relay/GCS_recentGame?language=EN', member)).list;
    expect(list).toHaveLength(CATALOGUE_POLICY.recentGamesKept);
    expect(list.map((g: { nodeId: number }) => g.nodeId)).toEqual(
      [
        nodes[5],
        ...nodes
          .slice(2)
          .reverse()
          .filter((n) => n !== nodes[5]),
      ].slice(0, 20),
    );
    expect((await value('GET', '/wps/relay/GCS_recentGame', bob)).list).toEqual([]);
    expect((await call('GET', '/wps/relay/MCS2_addRecentGame?nodeId=99999999', member)).statusCode).toBe(404);
  });
});

describe('launchGame', () => {
  const launch = (query: string, token = alice) => call('GET', `/wps/game/launchGame?${query}`, token);

  it('R-API-63 R-GAMES-40 returns the vendor URL, records the launch and the recent game, stores the token hashed', async () => {
    const member = (await registerMember(t)).token;
    const nodeId = await nodeOf(t, 'JILI', 'JILI-RNG-0003');
    const res = await launch(
      `category=RNG&vendor=JILI&gameId=JILI-RNG-0003&nodeId=${nodeId}&supportPlay=1&language=JA`,
      member,
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().value.url);
    expect(url.origin + url.pathname).toBe('http://localhost:8080/m/home');
    expect(url.searchParams.get('launched')).toBe('JILI-RNG-0003');
    expect(url.searchParams.get('vendor')).toBe('JILI');
    const recent = (await value('GET', '/wps/relay/GCS_recentGame', member)).list;
    expect(recent[0].nodeId).toBe(nodeId);
    const launches = await t.db.execute(
      sql`select count(*)::int as n from game_launches where node_id = ${nodeId}`,
    );
    expect(launches.rows[0]).toEqual({ n: 1 });
    const tokens = await t.db.execute<{
      token_hash: string;
      vendor_code: string;
      node_id: number;
      ttl: number;
    }>(
      sql`select token_hash, vendor_code, node_id, extract(epoch from expires_at - created_at)::int as ttl from launch_tokens where node_id = ${nodeId}`,
    );
    expect(tokens.rows).toHaveLength(1);
    expect(tokens.rows[0]).toMatchObject({
      vendor_code: 'JILI',
      ttl: CATALOGUE_POLICY.launchTokenTtlSeconds,
    });
    expect(tokens.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    // The token itself is nowhere in the database, only its SHA-256.
    const all = JSON.stringify((await t.db.execute(sql`select * from launch_tokens`)).rows);
    expect(all).not.toContain(res.json().value.url.match(/token=([^&]+)/)?.[1] ?? '\u0000');
    expect(createHash('sha256').update('x').digest('hex')).toHaveLength(64);
  });

  it('R-API-63 a template {token} is a fresh 256-bit value whose SHA-256 is what is stored', async () => {
    await t.db.execute(
      sql`update vendors set launch_url_template = 'https://play.example/{token}?g={gameId}&l={language}&back={lobbyUrl}' where code = 'FC'`,
    );
    const res = await launch('vendor=FC&gameId=FC-RNG-0001&language=th');
    const url = new URL(res.json().value.url);
    const token = decodeURIComponent(url.pathname.slice(1));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(url.searchParams.get('l')).toBe('TH');
    expect(url.searchParams.get('back')).toBe('http://localhost:8080/m/home');
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await t.db.execute(sql`select vendor_code from launch_tokens where token_hash = ${hash}`);
    expect(rows.rows).toEqual([{ vendor_code: 'FC' }]);
  });

  it('R-GAMES-37 R-ROLE trial members launch only free-play games (supportPlay 0), else 403 TRIAL_FORBIDDEN', async () => {
    const trial = (await call('POST', '/wps/session/login/freeplay', undefined, { moduleId: 0 })).json().value
      .token;
    const free = await t.db.execute<{ node_id: number; vendor_code: string }>(
      sql`select node_id, vendor_code from games where support_play = 0 and vendor_code = 'PG' limit 1`,
    );
    const paid = await t.db.execute<{ node_id: number; vendor_code: string }>(
      sql`select node_id, vendor_code from games where support_play = 1 and vendor_code = 'PG' limit 1`,
    );
    const ok = await launch(`vendor=PG&nodeId=${free.rows[0]?.node_id}&supportPlay=1`, trial);
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await launch(`vendor=PG&nodeId=${paid.rows[0]?.node_id}&supportPlay=0`, trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN', message: 'free_reject' });
    expect((await launch('vendor=EVO', trial)).json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('R-API-63 unknown or disabled games and vendors are 404; a vendor without a URL is URL_EMPTY', async () => {
    const nodeId = await nodeOf(t, 'PG', 'PG-RNG-0007');
    expect((await launch('vendor=NOPE&nodeId=1')).json()).toMatchObject({
      code: 'NOT_FOUND',
      value: { field: 'vendor' },
    });
    expect((await launch('vendor=PG&nodeId=99999999')).json()).toMatchObject({
      code: 'NOT_FOUND',
      value: { field: 'nodeId' },
    });
    expect((await launch(`vendor=JILI&nodeId=${nodeId}`)).json()).toMatchObject({ code: 'NOT_FOUND' });
    await t.db.execute(sql`update games set enabled = false where node_id = ${nodeId}`);
    expect((await launch(`vendor=PG&nodeId=${nodeId}`)).statusCode).toBe(404);
    await t.db.execute(sql`update games set enabled = true where node_id = ${nodeId}`);
    await t.db.execute(sql`update vendors set enabled = false where code = 'PG'`);
    expect((await launch(`vendor=PG&nodeId=${nodeId}`)).json()).toMatchObject({
      code: 'NOT_FOUND',
      value: { field: 'vendor' },
    });
    await t.db.execute(sql`update vendors set enabled = true where code = 'PG'`);
    const house = await nodeOf(t, 'ORIG', 'ORIG-RNG-0001');
    const before = await t.db.execute(sql`select count(*)::int as n from game_launches`);
    const empty = await launch(`vendor=ORIG&nodeId=${house}`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ success: false, code: 'URL_EMPTY', message: 'err_url_empty' });
    expect((await t.db.execute(sql`select count(*)::int as n from game_launches`)).rows).toEqual(before.rows);
  });

  it('R-GAMES-38 TCG lotto vendors open their lobby with gameCode=lobby; a vendor tile opens its lobby', async () => {
    const res = await launch('category=ELOTT&vendor=TCG_LOTTO_VN&gameCode=lobby');
    expect(new URL(res.json().value.url).searchParams.get('launched')).toBe('lobby');
    const sea = await launch('vendor=TCG_SEA&gameCode=lobby&nodeId=1');
    expect(new URL(sea.json().value.url).searchParams.get('launched')).toBe('lobby');
    const live = await launch('category=LIVE&vendor=EVO');
    expect(new URL(live.json().value.url).searchParams.get('launched')).toBe('lobby');
  });
});
