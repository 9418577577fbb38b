import {
  changePasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetEmailRequestBodySchema,
  resetPasswordByLinkBodySchema,
  resetPasswordBySmsBodySchema,
  resetSmsRequestBodySchema,
  smsRequestBodySchema,
} from '@app/contracts/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disableRegisterCaptcha,
  freshIp,
  registerBody,
  registerMember,
  SAME_ORIGIN,
  uniqueName,
} from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await disableRegisterCaptcha(t);
});
afterAll(async () => {
  await t.close();
});

/** Wrong types, oversize, unicode tricks, SQL and HTML fragments. */
const BAD_VALUES: unknown[] = [
  123,
  true,
  null,
  { $ne: '' },
  ['a'],
  'x'.repeat(5000),
  "' OR '1'='1' --",
  '<img src=x onerror=alert(1)>',
  '\u202Eevil\u202C',
  'a\u0000b',
  'zero\u200Bwidth',
];

async function counts() {
  const rows = await t.db.execute<{ members: number; sessions: number }>(
    sql`select (select count(*) from members)::int as members, (select count(*) from sessions)::int as sessions`,
  );
  return rows.rows[0];
}

type Reply = {
  statusCode: number;
  json(): { success: boolean; code: string; value: { field?: string } | null };
};

/**
 * Never a 5xx; a refusal names one of the fields it may be about and stores nothing. A value that
 * is legal after all (an SQL fragment is a fine password) may pass.
 */
async function expectRefusedOrHarmless(send: () => Promise<Reply>, fields: string[]) {
  const before = await counts();
  const res = await send();
  expect(res.statusCode, `5xx for ${fields[0]}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: expect.any(String) });
    expect(fields, `field for ${JSON.stringify(body)}`).toContain(body.value?.field ?? '');
    expect(await counts()).toEqual(before);
  }
  return res;
}

const headers = (extra: Record<string, string> = {}) => ({
  ...SAME_ORIGIN,
  'x-forwarded-for': freshIp(),
  ...extra,
});

describe('bad input to the account calls', () => {
  it('R-VAL-24 PUT /wps/member/register: every field, every bad value → 400 with the field, nothing stored', async () => {
    for (const field of Object.keys(registerBodySchema.shape)) {
      for (const bad of BAD_VALUES) {
        const body = { ...registerBody(uniqueName()), [field]: bad };
        const res = await expectRefusedOrHarmless(
          () =>
            t.app.inject({ method: 'PUT', url: '/wps/member/register', headers: headers(), payload: body }),
          field === 'password' ? ['password', 'confirmPassword'] : [field],
        );
        // What gets through is only what the operator's rules allow, for fields that are switched on.
        if (res.statusCode === 200 && ['username', 'password', 'confirmPassword'].includes(field)) {
          throw new Error(`${field}=${JSON.stringify(bad)} was accepted`);
        }
      }
    }
  });

  it('R-VAL-24 POST /wps/session/login: every field, every bad value → 400 with the field, never a session', async () => {
    for (const field of Object.keys(loginBodySchema.shape)) {
      for (const bad of BAD_VALUES) {
        const body = {
          username: uniqueName(),
          password: 'some-password-1',
          captcha: '',
          type: 0,
          [field]: bad,
        };
        // A well-formed but wrong name or password is a failed login, which blames the password
        // either way (S-06); an SMS field turns it into an SMS login, which then misses its number.
        const res = await expectRefusedOrHarmless(
          () =>
            t.app.inject({ method: 'POST', url: '/wps/session/login', headers: headers(), payload: body }),
          [field, 'password', 'mobileNum', 'countryDialingCode'],
        );
        expect(res.statusCode).not.toBe(200);
      }
    }
  });

  it('R-VAL-24 POST /wps/member/password: every field, every bad value → 400 with the field', async () => {
    const account = await registerMember(t);
    let current = account.password;
    for (const field of Object.keys(changePasswordBodySchema.shape)) {
      for (const bad of BAD_VALUES) {
        const next = 'harbour-lights-77';
        const body = { oldPassword: current, newPassword: next, confirmNewPassword: next, [field]: bad };
        const res = await expectRefusedOrHarmless(
          () =>
            t.app.inject({
              method: 'POST',
              url: '/wps/member/password',
              headers: headers({ token: account.token }),
              payload: body,
            }),
          field === 'newPassword' ? ['newPassword', 'confirmNewPassword'] : [field],
        );
        if (res.statusCode === 200) current = body.newPassword as string;
      }
    }
  });

  const SMS_AND_RECOVERY = [
    [
      'POST',
      '/wps/verification/sms/noLogin',
      smsRequestBodySchema,
      { mobileNum: '9171234567', countryDialingCode: '63', altcha: 'x' },
    ],
    [
      'POST',
      '/wps/verification/sms/register',
      smsRequestBodySchema,
      { mobileNum: '9171234567', countryDialingCode: '63', altcha: 'x' },
    ],
    [
      'POST',
      '/wps/member/password/verification',
      resetSmsRequestBodySchema,
      { username: 'someone', mobileNum: '9171234567', countryDialingCode: '63', altcha: 'x' },
    ],
    [
      'PUT',
      '/wps/member/password/verification',
      resetPasswordBySmsBodySchema,
      {
        username: 'someone',
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: '123456',
        newPassword: 'harbour-lights-77',
        confirmNewPassword: 'harbour-lights-77',
      },
    ],
    ['POST', '/wps/member/password/email', resetEmailRequestBodySchema, { username: 'someone' }],
    [
      'PUT',
      '/wps/member/password/email',
      resetPasswordByLinkBodySchema,
      { token: 'x'.repeat(43), newPassword: 'harbour-lights-77', confirmNewPassword: 'harbour-lights-77' },
    ],
  ] as const;

  for (const [method, url, schema, base] of SMS_AND_RECOVERY) {
    it(`R-VAL-24 ${method} ${url}: every field, every bad value → 4xx with the field, nothing sent or stored`, async () => {
      for (const field of Object.keys(schema.shape)) {
        for (const bad of BAD_VALUES) {
          const res = await expectRefusedOrHarmless(
            () => t.app.inject({ method, url, headers: headers(), payload: { ...base, [field]: bad } }),
            // A fake challenge, code or link fails on its own field whatever else is wrong.
            [field, 'altcha', 'verificationCode', 'token', 'mobileNum', 'confirmNewPassword', ''],
          );
          expect(res.statusCode).not.toBe(500);
        }
      }
      const texts = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from sms_outbox`);
      expect(texts.rows[0]?.n).toBe(0);
    });
  }

  it('R-API-25 check/username with a malformed name answers 400 INVALID_ACCOUNT with the field', async () => {
    for (const bad of ['ab', "x' OR 1=1", '<b>name</b>', 'a'.repeat(65)]) {
      const res = await t.app.inject({
        url: `/wps/check/username?username=${encodeURIComponent(bad)}&altcha=unsolved`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().value.field).toBe('username');
    }
  });

  it('R-API-01 unknown body fields are refused with their name', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: headers(),
      payload: { ...registerBody(uniqueName()), isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.field).toBe('isAdmin');
  });
});
