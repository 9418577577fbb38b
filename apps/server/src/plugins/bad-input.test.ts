import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const SYSTEM_GETS = [
  '/wps/system/status',
  '/wps/system/whitelabel',
  '/wps/system/settings/consolidated',
  '/wps/system/country',
  '/wps/system/domainRoute',
  '/wps/system/customerService',
  '/wps/system/template',
  '/wps/system/helpCenter',
];

const BAD_QUERIES: { query: string; field: string }[] = [
  { query: 'unknownField=1', field: 'unknownField' },
  { query: `x=${'a'.repeat(5000)}`, field: 'x' },
  { query: "lang[$ne]=1'--", field: 'lang[$ne]' },
];

function expectEnvelope400(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: expect.any(String), value: { field } });
}

describe('bad input to the system endpoints', () => {
  for (const url of SYSTEM_GETS) {
    for (const { query, field } of BAD_QUERIES) {
      it(`R-API-01 ${url}?${query.slice(0, 20)} answers 400 with the field`, async () => {
        expectEnvelope400(await t.app.inject({ url: `${url}?${query}` }), field);
      });
    }
  }

  it('R-API-11 helpCenter refuses a lang of the wrong type or length and an unknown device, with the field', async () => {
    expectEnvelope400(await t.app.inject({ url: '/wps/system/helpCenter?lang=EN&lang=PT' }), 'lang');
    expectEnvelope400(await t.app.inject({ url: `/wps/system/helpCenter?lang=${'E'.repeat(11)}` }), 'lang');
    expectEnvelope400(await t.app.inject({ url: '/wps/system/helpCenter?lang=' }), 'lang');
    expectEnvelope400(await t.app.inject({ url: '/wps/system/helpCenter?device=DESKTOP' }), 'device');
  });

  it('R-API-11 helpCenter answers EN for a well-formed but unsupported language code', async () => {
    const en = (await t.app.inject({ url: '/wps/system/helpCenter?lang=EN' })).json().value;
    const unknown = await t.app.inject({ url: '/wps/system/helpCenter?lang=XX' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().value).toEqual(en);
  });

  it('R-API-03 an unknown API path or method answers 404 NOT_FOUND in the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/wps/relay/NOPE_call'],
      ['POST', '/wps/system/status'],
      ['DELETE', '/wps/system/helpCenter'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? '{"a":' : undefined });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'err_not_found' });
    }
  });
});

describe('bad bodies, through the same plugin stack', () => {
  // A route of the kind later capabilities add, on the same plugins as every other route.
  const schema = z.strictObject({ name: z.string().max(20), amount: z.number().int().min(1) });
  let echo: TestApp;
  beforeAll(async () => {
    echo = await startTestApp({
      seed: false,
      extend: (app) =>
        app.post('/wps/test/echo', { schema: { body: schema } }, async (request) => ({
          success: true,
          value: request.body,
          code: null,
          message: 'ok',
        })),
    });
  });
  afterAll(async () => {
    await echo.close();
  });

  const post = (payload: string, contentType = 'application/json') =>
    echo.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload,
      headers: { 'content-type': contentType },
    });

  it('R-API-01 a good body passes', async () => {
    expect((await post('{"name":"ok","amount":5}')).json()).toMatchObject({
      success: true,
      value: { amount: 5 },
    });
  });

  const cases: [string, string, string, string?][] = [
    ['{"name":"ok","amount":', 'BAD_JSON', 'body'],
    ['', 'BAD_JSON', 'body'],
    ['{"name":1,"amount":5}', 'VALIDATION_ERROR', 'name'],
    ['{"name":"ok","amount":"5"}', 'VALIDATION_ERROR', 'amount'],
    ['{"name":"ok","amount":1.5}', 'VALIDATION_ERROR', 'amount'],
    ['{"name":"ok","amount":5,"isAdmin":true}', 'VALIDATION_ERROR', 'isAdmin'],
    [`{"name":"${'x'.repeat(21)}","amount":5}`, 'VALIDATION_ERROR', 'name'],
    [`{"name":"${'x'.repeat(70_000)}","amount":5}`, 'BODY_TOO_LARGE', 'body'],
    ['[1,2,3]', 'VALIDATION_ERROR', 'body'],
    ['null', 'VALIDATION_ERROR', 'body'],
    ['{"name":"<script>alert(1)</script>\\u0000\\u202e","amount":5}', 'VALIDATION_ERROR', 'name'],
    ['{"__proto__":{"polluted":1},"name":"a","amount":1}', 'BAD_JSON', 'body'],
    ['name=ok', 'UNSUPPORTED_MEDIA_TYPE', 'content-type', 'text/csv'],
  ];
  for (const [payload, code, field, type] of cases) {
    it(`R-API-01 ${code} for ${payload.slice(0, 30) || 'an empty body'}`, async () => {
      const res = await post(payload, type);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code, value: { field } });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }
});
