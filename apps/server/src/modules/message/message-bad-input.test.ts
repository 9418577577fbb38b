import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha, registerMember, SAME_ORIGIN } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await disableRegisterCaptcha(t);
  token = (await registerMember(t)).token;
});
afterAll(async () => {
  await t.close();
});

const CHAT = 'b2c=1&language=EN&backUrl=%2Fm%2Fmessage&module=CBS3';

/** Every message GET, the fields it needs, and a value of the wrong kind for one of its fields. */
const GETS: { url: string; base: string; wrong: string; field: string }[] = [
  { url: '/wps/relay/CSP_unreadCount', base: '', wrong: 'language=EN&language=PT', field: 'language' },
  { url: '/wps/relay/CBS_unreadCount', base: '', wrong: 'module=CBS2', field: 'module' },
  { url: '/wps/relay/CBS_modelList', base: 'module=CBS3&', wrong: 'module=', field: 'module' },
  { url: '/wps/relay/CBS_launchChat', base: `${CHAT}&`, wrong: CHAT.replace('b2c=1', 'b2c=2'), field: 'b2c' },
  {
    url: '/wps/relay/CBS_launchChat',
    base: `${CHAT}&`,
    wrong: CHAT.replace('%2Fm%2Fmessage', 'javascript%3Aalert(1)'),
    field: 'backUrl',
  },
  {
    url: '/wps/relay/CBS_launchChat',
    base: `${CHAT}&`,
    wrong: `${CHAT}&headerColor=red`,
    field: 'headerColor',
  },
  { url: '/wps/relay/MCSFE_getInbox', base: '', wrong: 'pageNum=0', field: 'pageNum' },
  { url: '/wps/relay/MCSFE_getInbox', base: '', wrong: 'pageNum=1e3', field: 'pageNum' },
  { url: '/wps/relay/MCSFE_getNotices', base: '', wrong: `language=${'E'.repeat(11)}`, field: 'language' },
  { url: '/wps/relay/MCSFE_getPopularAnnouncements', base: '', wrong: 'types=PU', field: 'types' },
];

const BAD_QUERIES = [
  { query: 'unknownField=1', field: 'unknownField' },
  { query: `x=${'a'.repeat(5000)}`, field: 'x' },
  { query: "lang[$ne]=1'--", field: 'lang[$ne]' },
];

const BODIES: { method: 'POST' | 'DELETE'; url: string }[] = [
  { method: 'POST', url: '/wps/relay/MCSFE_readInboxMessage' },
  { method: 'DELETE', url: '/wps/relay/MCSFE_deleteInboxMessage' },
];

function expect400(res: { statusCode: number; json(): unknown; body: string }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: expect.any(String), value: { field } });
}

describe('bad input to the message, inbox and chat calls', () => {
  for (const { url, base, wrong, field } of GETS) {
    it(`R-API-01 ${url} refuses ${wrong.slice(-24)} with the field`, async () => {
      expect400(await t.app.inject({ url: `${url}?${wrong}`, headers: { token } }), field);
      for (const { query, field: f } of BAD_QUERIES) {
        expect400(await t.app.inject({ url: `${url}?${base}${query}`, headers: { token } }), f);
      }
    });
  }

  for (const { method, url } of BODIES) {
    it(`R-API-01 ${method} ${url} answers 400 with the field for broken, mistyped, unknown and oversize bodies`, async () => {
      const cases: [string, string, string][] = [
        ['{"messageId":', 'BAD_JSON', 'body'],
        ['', 'BAD_JSON', 'body'],
        ['[1,2]', 'VALIDATION_ERROR', 'body'],
        ['null', 'VALIDATION_ERROR', 'body'],
        ['{}', 'VALIDATION_ERROR', 'messageId'],
        ['{"messageId":1,"memberId":2}', 'VALIDATION_ERROR', 'memberId'],
        ['{"messageId":0}', 'VALIDATION_ERROR', 'messageId'],
        ['{"messageId":-4}', 'VALIDATION_ERROR', 'messageId'],
        ['{"messageId":1.5}', 'VALIDATION_ERROR', 'messageId'],
        ['{"messageId":"1 or 1=1"}', 'VALIDATION_ERROR', 'messageId'],
        ['{"messageId":99999999999}', 'VALIDATION_ERROR', 'messageId'],
        ['{"messageId":{"$gt":""}}', 'VALIDATION_ERROR', 'messageId'],
        [JSON.stringify({ messageId: 1, filler: 'x'.repeat(70_000) }), 'BODY_TOO_LARGE', 'body'],
        ['{"__proto__":{"polluted":1}}', 'BAD_JSON', 'body'],
      ];
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
    });
  }
});
