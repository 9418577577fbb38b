import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, registerMember, SAME_ORIGIN } from '../../../test/accounts.js';
import { importFixture } from '../../../test/fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await importFixture(t.db);
  await disableRegisterCaptcha(t);
  token = (await registerMember(t)).token;
});
afterAll(async () => {
  await t.close();
});

/** Every new GET with a query, and a value of the wrong kind for one of its fields. */
const GETS: { url: string; wrong: string; field: string }[] = [
  { url: '/wps/relay/GCSGAME_getVassGameType', wrong: 'typeId=x&typeId=y', field: 'typeId' },
  { url: '/wps/relay/GCSGAME_hotGamesV2', wrong: 'isPlatform=3', field: 'isPlatform' },
  { url: '/wps/relay/GCSGAME_getRankList', wrong: 'limitNum=51', field: 'limitNum' },
  { url: '/wps/relay/GCSGAME_hotMatches', wrong: 'platform=desktop', field: 'platform' },
  { url: '/wps/relay/MCSFE_getFavoriteGames', wrong: 'pageNo=1', field: 'pageNo' },
  { url: '/wps/relay/MCSFE_getFavoriteGamesList', wrong: 'pageNo=0', field: 'pageNo' },
  { url: '/wps/relay/MCS2_addRecentGame', wrong: 'nodeId=-1', field: 'nodeId' },
  { url: '/wps/relay/GCS_recentGame', wrong: 'language=EN&language=PT', field: 'language' },
  { url: '/wps/game/launchGame', wrong: 'vendor=P%20G', field: 'vendor' },
  { url: '/wps/relay/MCSFE_getListAnnouncements', wrong: 'types=B,ZZ', field: 'types.1' },
  { url: '/wps/relay/GLS2_lobbyNews', wrong: `language=${'E'.repeat(11)}`, field: 'language' },
];

const BAD_QUERIES = [
  { query: 'unknownField=1', field: 'unknownField' },
  { query: `x=${'a'.repeat(5000)}`, field: 'x' },
  { query: "lang[$ne]=1'--", field: 'lang[$ne]' },
];

/** Every new call with a body: a good body to start from. */
const BODIES: { method: 'POST' | 'DELETE'; url: string; good: Record<string, unknown> }[] = [
  { method: 'POST', url: '/wps/relay/GCSGAME_gameList', good: { pageNo: 1, pageSize: 24 } },
  { method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', good: { nodeId: 1, vendor: 'PG' } },
  { method: 'DELETE', url: '/wps/relay/MCSFE_removeFavoriteGameV2', good: { nodeId: 1, vendor: 'PG' } },
  { method: 'POST', url: '/wps/relay/MCSFE_markAnnouncementAsRead', good: { announcementId: 1, read: true } },
];

function expect400(res: { statusCode: number; json(): unknown; body: string }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: expect.any(String), value: { field } });
}

describe('bad input to the catalogue, favourite, launch and announcement calls', () => {
  for (const { url, wrong, field } of GETS) {
    it(`R-API-01 ${url} refuses ${wrong.slice(0, 24)} with the field`, async () => {
      expect400(await t.app.inject({ url: `${url}?${wrong}`, headers: { token } }), field);
      for (const { query, field: f } of BAD_QUERIES) {
        // The required fields are given, so that the bad part is what is refused.
        const base = url.includes('addRecentGame')
          ? 'nodeId=1&'
          : url.includes('launchGame')
            ? 'vendor=PG&'
            : '';
        expect400(await t.app.inject({ url: `${url}?${base}${query}`, headers: { token } }), f);
      }
    });
  }

  for (const { method, url, good } of BODIES) {
    const cases: [string, string, string][] = [
      ['{"pageNo":', 'BAD_JSON', 'body'],
      ['', 'BAD_JSON', 'body'],
      ['[1,2]', 'VALIDATION_ERROR', 'body'],
      ['null', 'VALIDATION_ERROR', 'body'],
      [JSON.stringify({ ...good, isAdmin: true }), 'VALIDATION_ERROR', 'isAdmin'],
      [JSON.stringify({ ...good, filler: 'x'.repeat(70_000) }), 'BODY_TOO_LARGE', 'body'],
      ['{"__proto__":{"polluted":1}}', 'BAD_JSON', 'body'],
    ];
    const [firstKey] = Object.keys(good);
    cases.push([
      JSON.stringify({ ...good, [firstKey as string]: { $gt: '' } }),
      'VALIDATION_ERROR',
      firstKey as string,
    ]);
    cases.push([
      JSON.stringify({ ...good, [firstKey as string]: 'x\u0000\u202e' }),
      'VALIDATION_ERROR',
      firstKey as string,
    ]);
    it(`R-API-01 ${method} ${url} answers 400 with the field for broken, mistyped, unknown and oversize bodies`, async () => {
      for (const [payload, code, field] of cases) {
        const res = await t.app.inject({
          method,
          url,
          payload,
          headers: { ...SAME_ORIGIN, token, 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${payload.slice(0, 40)} → ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code, value: { field } });
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('R-API-01 gameList refuses each field of the wrong type, never a 5xx', async () => {
    const wrong: [Record<string, unknown>, string][] = [
      [{ pageNo: 0 }, 'pageNo'],
      [{ pageNo: 1.5 }, 'pageNo'],
      [{ pageSize: 101 }, 'pageSize'],
      [{ pageSize: '24x' }, 'pageSize'],
      [{ gameType: 'MOON' }, 'gameType'],
      [{ gameName: 5 }, 'gameName'],
      [{ gameName: 'x'.repeat(101) }, 'gameName'],
      [{ vassalage: "PG' or 1=1--" }, 'vassalage'],
      [{ gameClassify: ['SLOT'] }, 'gameClassify'],
      [{ isNew: 2 }, 'isNew'],
      [{ minBet: -1 }, 'minBet'],
      [{ minBet: '0.5' }, 'minBet'],
      [{ platform: 'desktop' }, 'platform'],
      [{ clientType: 3 }, 'clientType'],
    ];
    for (const [body, field] of wrong) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/relay/GCSGAME_gameList',
        payload: body,
        headers: SAME_ORIGIN,
      });
      expect400(res, field);
    }
  });

  it('R-API-03 an unknown relay name answers 404 NOT_FOUND', async () => {
    for (const name of ['GCSGAME_nope', 'MCSFE_getFavoriteGamez', 'CBS_unknown']) {
      const res = await t.app.inject({ url: `/wps/relay/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
