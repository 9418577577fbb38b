import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshIp,
  lastTextedCode,
  login,
  registerBody,
  SAME_ORIGIN,
  STRONG_PASSWORD,
  solvedChallenge,
  uniqueMobile,
  uniqueName,
} from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { runOpsCommand } from '../../ops/commands.js';

const PH = '63';
let t: TestApp;

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;
/** The cookies a browser would keep from a reply, as a Cookie header. */
const cookiesOf = (res: Reply, previous = '') => {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );
  for (const c of res.cookies) jar.set(c.name, c.value);
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};

const post = (url: string, payload: Record<string, unknown>, cookie = '', method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp(), cookie }, payload });

async function registerWithMobile(mobileNum = uniqueMobile(), extra: Record<string, unknown> = {}) {
  const username = uniqueName();
  const res = await post(
    '/wps/member/register',
    {
      ...registerBody(username),
      mobileNum: `0${mobileNum}`,
      countryDialingCode: PH,
      ...extra,
    },
    '',
    'PUT',
  );
  expect(res.statusCode, res.body).toBe(200);
  return { username, mobileNum, token: res.json().value.token as string };
}

async function requestCode(url: string, mobileNum: string, cookie = '', extra: Record<string, unknown> = {}) {
  const altcha = await solvedChallenge(t, 'sms');
  const res = await post(url, { mobileNum, countryDialingCode: PH, altcha, ...extra }, cookie);
  return { res, cookie: cookiesOf(res, cookie) };
}

beforeAll(async () => {
  t = await startTestApp();
  await runOpsCommand(t.db, [
    'setting',
    'set',
    'registerFields',
    JSON.stringify({
      captcha: { enabled: false, required: false, regExp: null },
      email: { enabled: true, required: false, regExp: null },
    }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('SMS codes', () => {
  it('R-API-17 S-07 texts a 6-digit code that is stored only as a hash and lives 5 minutes', async () => {
    const { mobileNum } = await registerWithMobile();
    const { res } = await requestCode('/wps/verification/sms/noLogin', `0${mobileNum}`);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.expiredMinutes).toBe(5);
    const resendIn = (new Date(value.expirationTime).getTime() - Date.now()) / 1000;
    expect(resendIn).toBeGreaterThan(55);
    expect(resendIn).toBeLessThanOrEqual(60);
    const code = await lastTextedCode(t, `${PH}${mobileNum}`);
    expect(code).toMatch(/^\d{6}$/);
    // Development reads the outbox through the operator command line.
    expect(await runOpsCommand(t.db, ['outbox', 'sms', '--limit', '50'])).toContain(
      `${code} is your PerlaPlay code`,
    );
    const rows = await t.db.execute<{ code_hash: string; minutes: number }>(
      sql`select code_hash, extract(epoch from expires_at - created_at) / 60 as minutes from sms_codes where mobile_num = ${mobileNum}`,
    );
    expect(rows.rows[0]?.code_hash).not.toContain(code);
    expect(Number(rows.rows[0]?.minutes)).toBeCloseTo(5, 1);
  });

  it('R-AUTH-12 R-VAL-05 logs in with the texted code once; the number may carry a leading zero', async () => {
    const { username, mobileNum } = await registerWithMobile();
    const { cookie } = await requestCode('/wps/verification/sms/noLogin', `0${mobileNum}`);
    const verificationCode = await lastTextedCode(t, `${PH}${mobileNum}`);
    const body = { mobileNum: `0${mobileNum}`, countryDialingCode: PH, verificationCode, type: 0 };
    const first = await post('/wps/session/login', body, cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.userName).toBe(username);
    // S-08: used once.
    const again = await post('/wps/session/login', body, cookie);
    expect(again.json()).toMatchObject({
      code: 'VERIFICATION_CODE_ERROR',
      value: { field: 'verificationCode' },
    });
  });

  it('S-08 a code works only in the browser that asked, only for its purpose, and dies after 5 wrong tries', async () => {
    const { username, mobileNum } = await registerWithMobile();
    const { cookie } = await requestCode('/wps/verification/sms/noLogin', mobileNum);
    const code = (await lastTextedCode(t, `${PH}${mobileNum}`)) ?? '';
    const loginBody = (verificationCode: string) => ({ mobileNum, countryDialingCode: PH, verificationCode });

    const otherBrowser = await post(
      '/wps/session/login',
      loginBody(code),
      'otp_binding=someone-elses-browser-binding',
    );
    expect(otherBrowser.json().code).toBe('VERIFICATION_CODE_ERROR');
    const otherPurpose = await post(
      '/wps/member/password/verification',
      {
        username,
        mobileNum,
        countryDialingCode: PH,
        verificationCode: code,
        newPassword: 'new-harbour-99',
        confirmNewPassword: 'new-harbour-99',
      },
      cookie,
      'PUT',
    );
    expect(otherPurpose.json().code).toBe('VERIFICATION_CODE_ERROR');

    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/wps/session/login', loginBody(wrong), cookie);
    const afterFive = await post('/wps/session/login', loginBody(code), cookie);
    expect(afterFive.json().code).toBe('VERIFICATION_CODE_ERROR');
  });

  it('S-09 R-API-10 one send a minute and ten a day per number', async () => {
    const { mobileNum } = await registerWithMobile();
    expect((await requestCode('/wps/verification/sms/noLogin', mobileNum)).res.statusCode).toBe(200);
    const soon = (await requestCode('/wps/verification/sms/noLogin', mobileNum)).res;
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(soon.json().value.retryAfterSeconds).toBeGreaterThan(50);
    for (let sent = 1; sent < 10; sent++) {
      await t.db.execute(
        sql`update sms_codes set created_at = created_at - interval '61 seconds' where mobile_num = ${mobileNum}`,
      );
      expect((await requestCode('/wps/verification/sms/noLogin', mobileNum)).res.statusCode).toBe(200);
    }
    await t.db.execute(
      sql`update sms_codes set created_at = created_at - interval '61 seconds' where mobile_num = ${mobileNum}`,
    );
    expect((await requestCode('/wps/verification/sms/noLogin', mobileNum)).res.statusCode).toBe(429);
  });

  it('R-AUTH-35 R-ERR-16 a missing, forged, reused or wrong-purpose challenge sends nothing', async () => {
    const { mobileNum } = await registerWithMobile();
    const send = (altcha: string) =>
      post('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: PH, altcha });
    const forged = Buffer.from(
      JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1 } }),
    ).toString('base64');
    const loginPurpose = await solvedChallenge(t, 'login');
    for (const altcha of ['', 'not-base64-json', forged, loginPurpose]) {
      const res = await send(altcha);
      expect(res.json(), altcha.slice(0, 20)).toMatchObject({
        code: 'VERIFICATION_CODE_ERROR',
        value: { field: 'altcha' },
      });
    }
    const good = await solvedChallenge(t, 'sms');
    expect((await send(good)).statusCode).toBe(200);
    await t.db.execute(
      sql`update sms_codes set created_at = created_at - interval '61 seconds' where mobile_num = ${mobileNum}`,
    );
    expect((await send(good)).json().code).toBe('VERIFICATION_CODE_ERROR');
    expect(await lastTextedCode(t, `${PH}${mobileNum}`)).toBeDefined();
  });

  it('S-06 a number without an account gets the same answer and no text', async () => {
    const stranger = uniqueMobile();
    const { res } = await requestCode('/wps/verification/sms/noLogin', stranger);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().value).sort()).toEqual(['expirationTime', 'expiredMinutes']);
    expect(await lastTextedCode(t, `${PH}${stranger}`)).toBeUndefined();
  });
});

describe('registration by mobile number', () => {
  it('R-API-18 R-API-23 texts a register code, then registers with it and logs in at once', async () => {
    const mobileNum = uniqueMobile();
    const { cookie } = await requestCode('/wps/verification/sms/register', mobileNum);
    const verificationCode = await lastTextedCode(t, `${PH}${mobileNum}`);
    const body = { ...registerBody(''), mobileNum, countryDialingCode: PH, verificationCode };
    const res = await post('/wps/member/register/mobile', body, cookie, 'PUT');
    expect(res.statusCode, res.body).toBe(200);
    const info = await t.app.inject({ url: '/wps/member/info', headers: { token: res.json().value.token } });
    expect(info.json().value.mobile).toMatch(/^\+63 •+\d{3}$/);
  });

  it('S-06 a registered number gets the same answer as a free one; only its code-holder learns it is taken', async () => {
    const taken = await registerWithMobile();
    const free = uniqueMobile();
    const answers = await Promise.all(
      [taken.mobileNum, free].map((n) => requestCode('/wps/verification/sms/register', n)),
    );
    for (const { res } of answers) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().value).sort()).toEqual(['expirationTime', 'expiredMinutes']);
    }
    const verificationCode = await lastTextedCode(t, `${PH}${taken.mobileNum}`);
    const body = {
      ...registerBody(''),
      mobileNum: taken.mobileNum,
      countryDialingCode: PH,
      verificationCode,
    };
    const again = await post('/wps/member/register/mobile', body, answers[0]?.cookie, 'PUT');
    expect(again.json()).toMatchObject({ code: 'MOBILE_EXISTS', value: { field: 'mobileNum' } });
  });

  it('R-API-23 refuses a wrong code and stores nothing', async () => {
    const mobileNum = uniqueMobile();
    const { cookie } = await requestCode('/wps/verification/sms/register', mobileNum);
    const res = await post(
      '/wps/member/register/mobile',
      { ...registerBody(''), mobileNum, countryDialingCode: PH, verificationCode: '999999' },
      cookie,
      'PUT',
    );
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_CODE_ERROR',
      value: { field: 'verificationCode' },
    });
    const rows = await t.db.execute(sql`select 1 from members where mobile_num = ${mobileNum}`);
    expect(rows.rows).toHaveLength(0);
  });

  it('R-REG-01 a registration method the operator switched off is refused', async () => {
    await runOpsCommand(t.db, ['flag', 'set', 'MOBILENUMREG3', 'off']);
    try {
      const res = await post(
        '/wps/member/register/mobile',
        { ...registerBody(''), mobileNum: uniqueMobile(), countryDialingCode: PH },
        '',
        'PUT',
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NO_PERMISSION');
    } finally {
      await runOpsCommand(t.db, ['flag', 'set', 'MOBILENUMREG3', 'on']);
    }
  });
});

describe('forgotten password', () => {
  it('R-API-19 R-API-20 S-13 resets by SMS: texted only to the bound number, then every session ends', async () => {
    const { username, mobileNum, token } = await registerWithMobile();
    const notTheirs = uniqueMobile();
    const wrongNumber = await requestCode('/wps/member/password/verification', notTheirs, '', { username });
    expect(wrongNumber.res.statusCode).toBe(200);
    expect(await lastTextedCode(t, `${PH}${notTheirs}`)).toBeUndefined();

    const { res, cookie } = await requestCode('/wps/member/password/verification', mobileNum, '', {
      username,
    });
    expect(Object.keys(res.json().value).sort()).toEqual(Object.keys(wrongNumber.res.json().value).sort());
    const verificationCode = await lastTextedCode(t, `${PH}${mobileNum}`);
    const newPassword = 'moonlit-jeepney-31';
    const reset = await post(
      '/wps/member/password/verification',
      {
        username,
        mobileNum,
        countryDialingCode: PH,
        verificationCode,
        newPassword,
        confirmNewPassword: newPassword,
      },
      cookie,
      'PUT',
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.app.inject({ url: '/wps/member/info', headers: { token } })).statusCode).toBe(401);
    expect((await login(t, username, STRONG_PASSWORD)).json().code).toBe('BAD_CREDENTIALS');
    expect((await login(t, username, newPassword)).statusCode).toBe(200);
  });

  it('R-API-34 R-AUTH-44 emails a single-use link to the bound address; an unknown name gets the same answer', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    expect(
      (await post('/wps/member/register', { ...registerBody(username), email }, '', 'PUT')).statusCode,
    ).toBe(200);

    const sent = await post('/wps/member/password/email', { username });
    const unknown = await post('/wps/member/password/email', { username: uniqueName('nobody') });
    expect(sent.statusCode).toBe(200);
    expect(unknown.body).toBe(sent.body);

    const mail = await t.db.execute<{ body: string }>(
      sql`select body from email_outbox where recipient = ${email}`,
    );
    const resetToken = /resetToken=([\w-]+)/.exec(mail.rows[0]?.body ?? '')?.[1] ?? '';
    expect(resetToken).toHaveLength(43);
    const stored = await t.db.execute<{ token_hash: string }>(sql`select token_hash from password_resets`);
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(resetToken);

    const newPassword = 'moonlit-jeepney-32';
    const body = { token: resetToken, newPassword, confirmNewPassword: newPassword };
    const weak = await post(
      '/wps/member/password/email',
      { ...body, newPassword: 'password123', confirmNewPassword: 'password123' },
      '',
      'PUT',
    );
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    expect((await post('/wps/member/password/email', body, '', 'PUT')).statusCode).toBe(200);
    expect((await post('/wps/member/password/email', body, '', 'PUT')).json().code).toBe(
      'VERIFICATION_CODE_ERROR',
    );
    expect((await login(t, username, newPassword)).statusCode).toBe(200);
  });
});

describe('remembered login (H-7)', () => {
  it('R-AUTH-26 S-15 remembers the device with a rotating HttpOnly token, never the password', async () => {
    const { username } = await registerWithMobile();
    const res = await post('/wps/session/login', {
      username,
      password: STRONG_PASSWORD,
      captcha: '',
      type: 0,
      remember: true,
    });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(
      /remember_me=[\w-]{43}; Max-Age=2592000; Path=\/wps\/session\/; HttpOnly; Secure; SameSite=Strict/,
    );
    expect(res.body).not.toContain(STRONG_PASSWORD);
    const cookie = cookiesOf(res);

    const again = await post('/wps/session/login/remembered', {}, cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value.userName).toBe(username);
    // Rotated: the first token is spent.
    expect((await post('/wps/session/login/remembered', {}, cookie)).statusCode).toBe(401);

    const rotated = cookiesOf(again);
    const session = again.json().value.token;
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { ...SAME_ORIGIN, token: session, 'x-forwarded-for': freshIp() },
      payload: {
        oldPassword: STRONG_PASSWORD,
        newPassword: 'lantern-tide-88',
        confirmNewPassword: 'lantern-tide-88',
      },
    });
    // S-13: a password change forgets every remembered device.
    expect((await post('/wps/session/login/remembered', {}, rotated)).statusCode).toBe(401);
  });

  const rememberedLogin = async (username: string) => {
    const res = await post('/wps/session/login', {
      username,
      password: STRONG_PASSWORD,
      captcha: '',
      type: 0,
      remember: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: cookiesOf(res), token: res.json().value.token as string };
  };
  const call = (method: 'DELETE', url: string, cookie: string, token: string) =>
    t.app.inject({ method, url, headers: { ...SAME_ORIGIN, token, cookie, 'x-forwarded-for': freshIp() } });

  it('R-AUTH-26 H-7 logging out kills the device token and clears its cookie', async () => {
    const { username } = await registerWithMobile();
    const { cookie, token } = await rememberedLogin(username);
    const out = await call('DELETE', '/wps/session/logout', cookie, token);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/remember_me=;.*Path=\/wps\/session\//);
    // A copy of the cookie taken before the logout opens nothing.
    expect((await post('/wps/session/login/remembered', {}, cookie)).json().code).toBe('SESSION_EXPIRED');
  });

  it('R-AUTH-26 H-7 "log out everywhere" ends every session and forgets every device', async () => {
    const { username } = await registerWithMobile();
    const phone = await rememberedLogin(username);
    // One session at a time: the tablet's login ends the phone's session, not its remember token.
    const tablet = await rememberedLogin(username);
    // A guest cannot ask for it.
    expect((await call('DELETE', '/wps/session/logout/all', '', '')).statusCode).toBe(401);

    const all = await call('DELETE', '/wps/session/logout/all', tablet.cookie, tablet.token);
    expect(all.statusCode, all.body).toBe(200);
    expect(String(all.headers['set-cookie'])).toMatch(/remember_me=;/);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...SAME_ORIGIN, token: tablet.token },
    });
    expect(info.statusCode).toBe(401);
    for (const device of [phone, tablet]) {
      expect((await post('/wps/session/login/remembered', {}, device.cookie)).statusCode).toBe(401);
    }
    // The password still works: only the sessions and devices were forgotten.
    expect((await login(t, username, STRONG_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the HTTP SMS gateway', () => {
  let gateway: Server;
  const received: URLSearchParams[] = [];
  let failNext = false;
  let g: TestApp;

  beforeAll(async () => {
    // A local stand-in for the gateway that speaks its HTTP: a form POST answered with a JSON list.
    gateway = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        if (failNext || form.get('apikey') !== 'test-gateway-key') {
          failNext = false;
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"apikey":["invalid"]}');
          return;
        }
        received.push(form);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify([{ message_id: received.length, status: 'Pending', recipient: form.get('number') }]),
        );
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    g = await startTestApp({
      env: {
        SMS_PROVIDER: 'http',
        SMS_GATEWAY_URL: `http://127.0.0.1:${port}/api/v4/messages`,
        SMS_GATEWAY_API_KEY: 'test-gateway-key',
        SMS_SENDER_NAME: 'PERLAPLAY',
      },
    });
    await runOpsCommand(g.db, [
      'setting',
      'set',
      'registerFields',
      JSON.stringify({ captcha: { enabled: false, required: false, regExp: null } }),
    ]);
  });
  afterAll(async () => {
    await g.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('R-API-17 sends the code through the gateway with the key, number, sender and template', async () => {
    const mobileNum = uniqueMobile();
    const altcha = await solvedChallenge(g, 'sms');
    const res = await g.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
      payload: { mobileNum, countryDialingCode: PH, altcha },
    });
    expect(res.statusCode, res.body).toBe(200);
    const form = received.at(-1);
    expect(form?.get('number')).toBe(`${PH}${mobileNum}`);
    expect(form?.get('sendername')).toBe('PERLAPLAY');
    expect(form?.get('message')).toMatch(/^\d{6} is your PerlaPlay code\. It expires in 5 minutes\./);
  });

  it('a gateway failure answers 503 SMS_UNAVAILABLE and the unsent code is void', async () => {
    const mobileNum = uniqueMobile();
    failNext = true;
    const altcha = await solvedChallenge(g, 'sms');
    const res = await g.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
      payload: { mobileNum, countryDialingCode: PH, altcha },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SMS_UNAVAILABLE', value: null });
    const rows = await g.db.execute<{ used: boolean }>(
      sql`select used_at is not null as used from sms_codes where mobile_num = ${mobileNum}`,
    );
    expect(rows.rows.map((r) => r.used)).toEqual([true]);
  });
});
