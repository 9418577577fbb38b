import { createHash } from 'node:crypto';
import { AUTH_POLICY } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkName,
  disableRegisterCaptcha,
  freshIp,
  login,
  registerBody,
  registerMember,
  SAME_ORIGIN,
  STRONG_PASSWORD,
  solvedChallenge,
  uniqueName,
} from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { runOpsCommand } from '../../ops/commands.js';
import { storeCaptchaCode } from '../captcha/index.js';

let t: TestApp;

const member = (token: string) =>
  t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } });
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp(), ...headers },
    payload,
  });

async function captchaCookie(): Promise<{ cookie: string; binding: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
  const binding = res.cookies.find((c) => c.name === 'captcha_id')?.value ?? '';
  return { cookie: `captcha_id=${binding}`, binding };
}

beforeAll(async () => {
  t = await startTestApp({ captureLogs: true });
  await disableRegisterCaptcha(t);
});
afterAll(async () => {
  await t.close();
});

describe('registration', () => {
  it('R-API-22 R-REG-21 registers a type 0 member and answers with a session like a login', async () => {
    const username = uniqueName();
    const res = await register(registerBody(username));
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ userName: username, type: 0, firstTimeLogin: false });
    const info = await member(value.token);
    expect(info.json().value).toMatchObject({ account: username, type: 0, currency: 'PHP' });
  });

  it('R-ERR-20 refuses a taken name whatever its letter case, and check/username agrees', async () => {
    const { username } = await registerMember(t);
    const res = await register(registerBody(username.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USERNAME_EXISTS', value: { field: 'username' } });
    const check = await checkName(t, username.toUpperCase());
    expect(check.json().value).toEqual({ available: false });
    const free = await checkName(t, uniqueName());
    expect(free.json().value).toEqual({ available: true });
  });

  it('S-06 check/username answers only with a challenge solved for it, once, and at most 10 a minute per address', async () => {
    const { username } = await registerMember(t);
    const ip = freshIp();
    const ask = (altcha: string) =>
      t.app.inject({
        url: `/wps/check/username?username=${username}&altcha=${encodeURIComponent(altcha)}`,
        headers: { 'x-forwarded-for': ip },
      });
    const none = await t.app.inject({ url: `/wps/check/username?username=${username}` });
    expect(none.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'altcha' } });
    const forSms = await ask(await solvedChallenge(t, 'sms'));
    expect(forSms.json()).toMatchObject({ code: 'VERIFICATION_CODE_ERROR', value: { field: 'altcha' } });
    const solved = await solvedChallenge(t, 'username');
    expect((await ask(solved)).json().value).toEqual({ available: false });
    expect((await ask(solved)).json().code).toBe('VERIFICATION_CODE_ERROR');
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await ask(await solvedChallenge(t, 'username'))).statusCode);
    expect(answers.slice(0, 7)).toEqual(Array(7).fill(200));
    expect(answers[7]).toBe(429);
  });

  it('S-01 accepts passwords of 8 to 64 characters with no composition rule, refuses 7 and 65', async () => {
    for (const password of ['qzvtpwmk', 'ñandú río 🌊 gàidh', 'x'.repeat(30) + 'y'.repeat(34)]) {
      const res = await register(registerBody(uniqueName(), password));
      expect(res.statusCode, password).toBe(200);
    }
    for (const password of ['qzvtpwm', 'q'.repeat(65)]) {
      const res = await register(registerBody(uniqueName(), password));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_PASSWORD', value: { field: 'password' } });
    }
  });

  it('S-02 refuses common and breached passwords, and one made of the name', async () => {
    for (const password of ['password123', 'qwertyuiop', 'iloveyou1']) {
      const res = await register(registerBody(uniqueName(), password));
      expect(res.json(), password).toMatchObject({ code: 'WEAK_PASSWORD', value: { field: 'password' } });
    }
    const name = uniqueName('maria');
    const res = await register(registerBody(name, `${name}123`));
    expect(res.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
  });

  it('S-03 R-API-05 stores an argon2id PHC string with m=19456, t=2, p=1, and neither the password nor its hash leaves the server', async () => {
    const { username } = await registerMember(t);
    const rows = await t.db.execute<{ password_hash: string }>(
      sql`select password_hash from members where username = ${username}`,
    );
    const phc = rows.rows[0]?.password_hash ?? '';
    expect(phc).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    const [, m, tCost, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(phc) ?? [];
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(tCost)).toBeGreaterThanOrEqual(2);
    expect(Number(p)).toBe(1);
    expect(phc).not.toContain(STRONG_PASSWORD);
    const signedIn = await login(t, username, STRONG_PASSWORD);
    // The login supersedes the registration's session, so the rest is asked with its token.
    const fresh = signedIn.json().value.token as string;
    const answers = [
      signedIn,
      await member(fresh),
      await t.app.inject({ url: '/wps/member/securityConfig', headers: { token: fresh } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(STRONG_PASSWORD);
      expect(answer.body).not.toContain(phc.split('$').at(-1));
      expect(answer.body).not.toMatch(/argon2/);
    }
  });

  it('R-VAL-02 R-REG-10 refuses a mismatched confirmation and a missing terms confirmation', async () => {
    const mismatch = await register({ ...registerBody(uniqueName()), confirmPassword: 'something-else-9' });
    expect(mismatch.json()).toMatchObject({ code: 'PASSWORD_MISMATCH', value: { field: 'confirmPassword' } });
    const noTerms = await register({ ...registerBody(uniqueName()), agreeTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'agreeTerms' } });
  });

  it('R-ERR-13 refuses an affiliate code that belongs to no agent', async () => {
    const res = await register(registerBody(uniqueName(), STRONG_PASSWORD, { affiliateCode: 'NOAGENT1' }));
    expect(res.json()).toMatchObject({ code: 'INVALID_INVITATION_CODE', value: { field: 'affiliateCode' } });
  });

  it('R-API-24 lists every registration field with enabled, required and regExp', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    const value = res.json().value;
    expect(value.username).toEqual({ enabled: true, required: true, regExp: null });
    expect(value.captcha).toEqual({ enabled: false, required: false, regExp: null });
    expect(Object.keys(value)).toHaveLength(19);
  });
});

describe('login', () => {
  it('R-API-12 logs in and S-11 issues a new token at every login', async () => {
    const { username, password, token: registered } = await registerMember(t);
    const first = await login(t, username, password, { ip: freshIp() });
    const second = await login(t, username, password, { ip: freshIp() });
    const tokens = [registered, first.json().value.token, second.json().value.token];
    expect(new Set(tokens).size).toBe(3);
    expect(first.json().value).toMatchObject({ userName: username, type: 0 });
  });

  it('R-AUTH-24 a login challenge is checked: solved it logs in, replayed or for another purpose it is refused', async () => {
    const { username, password } = await registerMember(t);
    const altcha = await solvedChallenge(t, 'login');
    expect((await login(t, username, password, { altcha })).statusCode).toBe(200);
    const replayed = await login(t, username, password, { altcha });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'VERIFICATION_CODE_ERROR', value: { field: 'altcha' } });
    const smsOne = await login(t, username, password, { altcha: await solvedChallenge(t, 'sms') });
    expect(smsOne.json()).toMatchObject({ code: 'VERIFICATION_CODE_ERROR', value: { field: 'altcha' } });
  });

  it('R-ERR-19 S-06 a wrong name and a wrong password get the same status and body', async () => {
    const { username } = await registerMember(t);
    const wrongPassword = await login(t, username, 'not-the-password-1', { ip: freshIp() });
    const unknownName = await login(t, uniqueName('nobody'), 'not-the-password-1', { ip: freshIp() });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownName.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownName.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({
      success: false,
      code: 'BAD_CREDENTIALS',
      message: 'err_bad_credentials',
      value: { field: 'password', captcha: false },
    });
  });

  it('S-05 R-API-12 demands a captcha after 3 failures; it is checked, single use and expires', async () => {
    const { username, password } = await registerMember(t);
    const ip = freshIp();
    for (let i = 0; i < AUTH_POLICY.captchaAfterFailures; i++)
      await login(t, username, 'wrong-password-x', { ip });
    const noCaptcha = await login(t, username, password, { ip });
    expect(noCaptcha.json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      value: { captcha: true, field: 'captcha' },
    });

    const { cookie, binding } = await captchaCookie();
    await storeCaptchaCode(t.db, binding, '4821', ip);
    const wrong = await login(t, username, password, { ip, cookie, captcha: '1111' });
    expect(wrong.json()).toMatchObject({ code: 'VERIFICATION_CODE_ERROR', value: { captcha: true } });
    // The wrong try used it up: the right code no longer works either.
    const reused = await login(t, username, password, { ip, cookie, captcha: '4821' });
    expect(reused.json()).toMatchObject({ code: 'VERIFICATION_CODE_ERROR' });

    await storeCaptchaCode(t.db, binding, '4821', ip);
    await t.db.execute(sql`update captchas set expires_at = now() - interval '1 second'`);
    const expired = await login(t, username, password, { ip, cookie, captcha: '4821' });
    expect(expired.json()).toMatchObject({ code: 'VERIFICATION_CODE_ERROR' });

    await storeCaptchaCode(t.db, binding, '4821', ip);
    const right = await login(t, username, password, { ip, cookie, captcha: '4821' });
    expect(right.statusCode).toBe(200);
  });

  it('R-API-10 an address gets at most 30 captchas a minute, then 429 RATE_LIMITED; another address is not held back', async () => {
    const ip = freshIp();
    const captcha = (from: string) =>
      t.app.inject({ url: '/wps/captcha', headers: { ...SAME_ORIGIN, 'x-forwarded-for': from } });
    for (let i = 0; i < 30; i++) expect((await captcha(ip)).statusCode).toBe(200);
    const over = await captcha(ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await captcha(freshIp())).statusCode).toBe(200);
  });

  it('S-04 R-API-10 throttles an account with growing delays before checking the password, not a lockout', async () => {
    const { username, password } = await registerMember(t);
    const ip = freshIp();
    const { cookie, binding } = await captchaCookie();
    const attempt = async (pw: string) => {
      await storeCaptchaCode(t.db, binding, '1234', ip);
      return login(t, username, pw, { ip, cookie, captcha: '1234' });
    };
    for (let i = 0; i < AUTH_POLICY.delayAfterAccountFailures; i++) {
      expect((await attempt('wrong-password-x')).json().code).toBe('BAD_CREDENTIALS');
    }
    const accountKey = `u:${username.toLowerCase()}`;
    const failures = await t.db.execute<{ failures: number }>(
      sql`select failures from login_failures where key = ${accountKey}`,
    );
    expect(failures.rows[0]?.failures).toBe(AUTH_POLICY.delayAfterAccountFailures);
    // Four failures past the threshold the wait is 2^4 = 16 s; a wide margin keeps this independent of speed.
    await t.db.execute(
      sql`update login_failures set failures = failures + 4, last_failure_at = now() where key = ${accountKey}`,
    );
    // Even the right password is not looked at while the delay runs.
    const throttled = await attempt(password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(throttled.json().value.retryAfterSeconds).toBeGreaterThan(10);
    expect(throttled.json().value.retryAfterSeconds).toBeLessThanOrEqual(16);
    // The delay passes (moved back in time here); one more failure doubles it.
    await t.db.execute(sql`update login_failures set last_failure_at = now() - interval '17 seconds'`);
    expect((await attempt('wrong-password-x')).json().code).toBe('BAD_CREDENTIALS');
    const doubled = (await attempt(password)).json().value.retryAfterSeconds;
    expect(doubled).toBeGreaterThan(26);
    expect(doubled).toBeLessThanOrEqual(32);
    // Once the delay has passed the owner gets in: nobody can lock them out for good.
    await t.db.execute(sql`update login_failures set last_failure_at = now() - interval '33 seconds'`);
    expect((await attempt(password)).statusCode).toBe(200);
  });

  it('S-04 throttles an address that tries many accounts', async () => {
    const ip = freshIp();
    const { cookie, binding } = await captchaCookie();
    for (let i = 0; i < AUTH_POLICY.delayAfterIpFailures; i++) {
      await storeCaptchaCode(t.db, binding, '1234', ip);
      await login(t, uniqueName('spray'), 'wrong-password-x', { ip, cookie, captcha: '1234' });
    }
    const res = await login(t, uniqueName('spray'), 'wrong-password-x', { ip, cookie, captcha: '1234' });
    expect(res.statusCode).toBe(429);
  });

  describe('players sharing one address (carrier-grade NAT)', () => {
    /** A failed login from a browser: it keeps the device cookie the server hands it. */
    const failFrom = async (ip: string, username: string, device?: string) => {
      const res = await login(t, username, 'wrong-password-x', {
        ip,
        ...(device ? { cookie: `device_id=${device}` } : {}),
      });
      expect(res.json().code).toBe('BAD_CREDENTIALS');
      return { device: device ?? res.cookies.find((c) => c.name === 'device_id')?.value, res };
    };
    const failThrice = async (ip: string, username: string) => {
      let device: string | undefined;
      for (let i = 0; i < AUTH_POLICY.captchaAfterFailures; i++)
        ({ device } = await failFrom(ip, username, device));
      return device as string;
    };

    it('S-04 S-05 the login hands each browser a long-lived HttpOnly device cookie, only for the login calls', async () => {
      const { res } = await failFrom(freshIp(), uniqueName('nat'));
      const cookie = res.cookies.find((c) => c.name === 'device_id');
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie).toMatchObject({
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
        path: '/wps/session/',
      });
      expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 3600);
      // Only its digest is stored.
      const keys = await t.db.execute<{ key: string }>(
        sql`select key from login_failures where key like 'd:%'`,
      );
      expect(keys.rows.map((r) => r.key).join()).not.toContain(cookie?.value);
    });

    it('S-05 three failures of player A do not bring the captcha to player B on another device behind the same address', async () => {
      const ip = freshIp();
      const b = await registerMember(t);
      await failThrice(ip, uniqueName('nat'));
      const other = await login(t, b.username, 'wrong-password-x', { ip });
      expect(other.json()).toMatchObject({ code: 'BAD_CREDENTIALS', value: { captcha: false } });
      expect((await login(t, b.username, b.password, { ip })).statusCode).toBe(200);
    });

    it('S-05 the device that failed three times, or the account, gets the captcha', async () => {
      const ip = freshIp();
      const a = await registerMember(t);
      const b = await registerMember(t);
      const device = await failThrice(ip, a.username);
      const sameDevice = await login(t, b.username, b.password, { ip, cookie: `device_id=${device}` });
      expect(sameDevice.json()).toMatchObject({
        code: 'CAPTCHA_REQUIRED',
        value: { captcha: true, field: 'captcha' },
      });
      // The same account from another device and another address.
      const sameAccount = await login(t, a.username, a.password);
      expect(sameAccount.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    });

    it('S-04 S-05 a flood from one address past its higher threshold still gets the captcha, then the delay', async () => {
      const ip = freshIp();
      const player = await registerMember(t);
      // Each attempt a new name and a new browser: only the address ties them together.
      for (let i = 0; i < AUTH_POLICY.captchaAfterIpFailures - 1; i++)
        await failFrom(ip, uniqueName('flood'));
      expect((await failFrom(ip, uniqueName('flood'))).res.json().value.captcha).toBe(true);
      const res = await login(t, player.username, player.password, { ip });
      expect(res.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
      await t.db.execute(
        sql`update login_failures set failures = ${AUTH_POLICY.delayAfterIpFailures + 3} where key = ${`ip:${ip}`}`,
      );
      const delayed = await login(t, player.username, player.password, { ip });
      expect(delayed.statusCode).toBe(429);
      expect(delayed.json()).toMatchObject({ code: 'RATE_LIMITED', value: { captcha: true } });
      expect(delayed.json().value.retryAfterSeconds).toBeGreaterThan(4);
    });
  });

  it('R-ERR-18 an account the operator disables loses its session and is refused only to its password holder', async () => {
    const { username, password, token } = await registerMember(t);
    expect(await runOpsCommand(t.db, ['member', 'disable', username.toUpperCase()])).toContain('disabled');
    expect((await member(token)).json().code).toBe('SESSION_EXPIRED');
    expect((await login(t, username, password)).json().code).toBe('USER_DISABLED');
    expect((await login(t, username, 'wrong-password-x')).json().code).toBe('BAD_CREDENTIALS');
    await runOpsCommand(t.db, ['member', 'enable', username]);
    expect((await login(t, username, password)).statusCode).toBe(200);
  });

  it('R-ROLE-14 R-ROLE-15 the member login (type 0) takes every account type; the agent login (type 1) only agents', async () => {
    const kindLogin = (username: string, password: string, type: 0 | 1) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
        payload: { username, password, captcha: '', type },
      });
    const someone = await registerMember(t);
    // The database allows exactly these types (check members_type); a trial carries its expiry.
    const asType = (type: number) =>
      t.db.execute(
        sql`update members set type = ${type},
              trial_expires_at = ${type === 4 ? sql`now() + interval '1 day'` : null}
            where lower(username) = lower(${someone.username})`,
      );
    for (const type of [0, 1, 2, 4, 40, 41, 42]) {
      await asType(type);
      const res = await kindLogin(someone.username, someone.password, 0);
      expect(res.statusCode, `type ${type}: ${res.body}`).toBe(200);
      expect(res.json().value.type).toBe(type);
    }
    for (const type of [0, 4]) {
      await asType(type);
      const notAgent = await kindLogin(someone.username, someone.password, 1);
      expect(notAgent.statusCode).toBe(403);
      expect(notAgent.json()).toMatchObject({
        code: 'AGENT_LOGIN_REFUSED',
        message: 'err_agent_login_refused',
      });
    }
    for (const type of [1, 2, 40]) {
      await asType(type);
      expect((await kindLogin(someone.username, someone.password, 1)).statusCode).toBe(200);
    }
    // The refusal is told only to whoever gave the right password.
    await asType(0);
    expect((await kindLogin(someone.username, 'wrong-password-x', 1)).json().code).toBe('BAD_CREDENTIALS');
  });

  it('R-AUTH-13 records the Device header of home-screen apps', async () => {
    const { username, password } = await registerMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...SAME_ORIGIN, device: 'OTHERS', 'x-forwarded-for': freshIp() },
      payload: { username, password, captcha: '', type: 0 },
    });
    const hash = createHash('sha256').update(res.json().value.token).digest('hex');
    const rows = await t.db.execute<{ device: string }>(
      sql`select device from sessions where token_hash = ${hash}`,
    );
    expect(rows.rows[0]?.device).toBe('OTHERS');
  });
});

describe('sessions', () => {
  it('S-10 tokens are 256-bit random strings stored only as their SHA-256', async () => {
    const { token } = await registerMember(t);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.db.execute<{ token_hash: string }>(sql`select token_hash from sessions`);
    const hashes = stored.rows.map((r) => r.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(token);
  });

  it('R-ROLE-16 S-10 a member call without a token is 401 NOT_LOGGED_IN; a made-up one SESSION_EXPIRED', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/wps/member/info' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'NOT_LOGGED_IN', message: 'err_not_logged_in' });
    const madeUp = await member('x'.repeat(43));
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json().code).toBe('SESSION_EXPIRED');
  });

  it('S-12 R-AUTH-40 a session ends after 2 hours idle and after its absolute lifetime', async () => {
    const idle = await registerMember(t);
    const hash = (token: string) => createHash('sha256').update(token).digest('hex');
    await t.db.execute(
      sql`update sessions set idle_expires_at = now() - interval '1 second' where token_hash = ${hash(idle.token)}`,
    );
    expect((await member(idle.token)).json().code).toBe('SESSION_EXPIRED');

    const old = await registerMember(t);
    await t.db.execute(
      sql`update sessions set absolute_expires_at = now() - interval '1 second' where token_hash = ${hash(old.token)}`,
    );
    expect((await member(old.token)).json().code).toBe('SESSION_EXPIRED');
  });

  it('R-API-02 R-API-52 an authenticated call slides the idle expiry forward', async () => {
    const { token } = await registerMember(t);
    const hash = createHash('sha256').update(token).digest('hex');
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - interval '10 minutes', idle_expires_at = now() + interval '5 minutes' where token_hash = ${hash}`,
    );
    expect((await member(token)).statusCode).toBe(200);
    const rows = await t.db.execute<{ minutes: number }>(
      sql`select extract(epoch from idle_expires_at - now()) / 60 as minutes from sessions where token_hash = ${hash}`,
    );
    expect(Number(rows.rows[0]?.minutes)).toBeGreaterThan(AUTH_POLICY.sessionIdleMinutes - 2);
  });

  it('R-ERR-30 a login elsewhere supersedes the earlier session', async () => {
    const { username, password, token } = await registerMember(t);
    await login(t, username, password, { ip: freshIp() });
    expect((await member(token)).json().code).toBe('SESSION_EXPIRED');
  });

  it('S-13 R-API-13 logout ends the session on the server and is idempotent', async () => {
    const { token } = await registerMember(t);
    const logout = () =>
      t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { ...SAME_ORIGIN, token } });
    expect((await logout()).json()).toMatchObject({ success: true });
    expect((await member(token)).json().code).toBe('SESSION_EXPIRED');
    expect((await logout()).statusCode).toBe(200);
  });
});

describe('password change', () => {
  const change = (token: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { ...SAME_ORIGIN, token },
      payload: body,
    });

  it('S-13 S-14 R-API-33 needs the current password, then ends every other session', async () => {
    const { username, password, token } = await registerMember(t);
    // A second device: logging in supersedes the first, so the first logs in again afterwards.
    const other = (await login(t, username, password, { ip: freshIp() })).json().value.token;
    const current = (await login(t, username, password, { ip: freshIp() })).json().value.token;
    expect(token).not.toBe(current);
    const newPassword = 'harbour-lights-77';

    const wrongOld = await change(current, {
      oldPassword: 'not-it-at-all',
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(wrongOld.json()).toMatchObject({ code: 'BAD_CREDENTIALS', value: { field: 'oldPassword' } });

    const ok = await change(current, { oldPassword: password, newPassword, confirmNewPassword: newPassword });
    expect(ok.json()).toMatchObject({ success: true });
    expect((await member(current)).statusCode).toBe(200);
    expect((await member(other)).statusCode).toBe(401);
    expect((await login(t, username, password, { ip: freshIp() })).json().code).toBe('BAD_CREDENTIALS');
    expect((await login(t, username, newPassword, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('R-VAL-15 R-VAL-16 refuses a mismatched confirmation and a new password equal to the old', async () => {
    const { password, token } = await registerMember(t);
    const same = await change(token, {
      oldPassword: password,
      newPassword: password,
      confirmNewPassword: password,
    });
    expect(same.json()).toMatchObject({ code: 'PASSWORD_SAME', value: { field: 'newPassword' } });
    const mismatch = await change(token, {
      oldPassword: password,
      newPassword: 'harbour-lights-77',
      confirmNewPassword: 'harbour-lights-78',
    });
    expect(mismatch.json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      value: { field: 'confirmNewPassword' },
    });
  });
});

describe('free trial', () => {
  it('R-API-14 R-API-15 opens a type 4 account that trialuser describes; a real member is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: { moduleId: 0 },
    });
    const value = res.json().value;
    expect(value).toMatchObject({ customerType: 4 });
    const trial = await t.app.inject({
      method: 'GET',
      url: '/wps/member/trialuser',
      headers: { token: value.token },
    });
    expect(trial.json().value.userName).toBe(value.userName);
    expect(new Date(trial.json().value.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const info = await member(value.token);
    expect(info.json().value).toMatchObject({ type: 4, currency: 'DEMO' });

    const real = await registerMember(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/wps/member/trialuser',
      headers: { token: real.token },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('R-ROLE-17 a trial account cannot change a password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: {},
    });
    const token = res.json().value.token;
    const change = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { ...SAME_ORIGIN, token },
      payload: {
        oldPassword: 'anything-1',
        newPassword: 'harbour-lights-77',
        confirmNewPassword: 'harbour-lights-77',
      },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN', message: 'free_reject' });
  });
});

describe('browser protections', () => {
  it('S-15 the captcha cookie is Secure, HttpOnly, SameSite=Strict and scoped to the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/captcha_id=[\w-]{43}/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/wps\//);
    expect(res.json().value).toMatch(/^data:image\/png;base64,/);
  });

  it('S-16 a cross-site state change is refused and changes nothing', async () => {
    const username = uniqueName();
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.example' },
      { origin: 'https://evil.example' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers,
        payload: registerBody(username),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    }
    const check = await checkName(t, username);
    expect(check.json().value.available).toBe(true);
  });

  it('S-17 CORS never reflects an origin that is not on the allow-list', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/wps/session/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('audit log', () => {
  it('S-25 logins, failures, logouts and password changes are logged with member and IP, never a secret', async () => {
    const { username, password, token } = await registerMember(t);
    const ip = freshIp();
    await login(t, username, 'wrong-password-x', { ip });
    const ok = await login(t, username, password, { ip });
    const fresh = ok.json().value.token as string;
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { ...SAME_ORIGIN, token: fresh, 'x-forwarded-for': ip },
      payload: {
        oldPassword: password,
        newPassword: 'harbour-lights-77',
        confirmNewPassword: 'harbour-lights-77',
      },
    });
    await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...SAME_ORIGIN, token: fresh, 'x-forwarded-for': ip },
    });
    const events = t.logs.map(
      (line) => JSON.parse(line) as { event?: string; memberId?: number; ip?: string },
    );
    for (const event of ['login_failed', 'login', 'password_changed', 'logout']) {
      expect(
        events.some((e) => e.event === event && e.ip === ip),
        event,
      ).toBe(true);
    }
    const all = t.logs.join('\n');
    for (const secret of [password, 'wrong-password-x', 'harbour-lights-77', token, fresh]) {
      expect(all).not.toContain(secret);
    }
  });
});
