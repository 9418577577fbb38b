import { randomBytes } from 'node:crypto';
import type { ChallengePurpose } from '@app/contracts';
import type { TestApp } from './harness.js';

/** A name no other test uses. */
export const uniqueName = (prefix = 'player') => `${prefix}${randomBytes(4).toString('hex')}`;
export const STRONG_PASSWORD = 'tide-pool-lantern-42';

let ipCounter = 0;
/**
 * A new address from the benchmarking range 198.18.0.0/15 on every call, so per-IP limits and
 * counters of one request never touch another's.
 */
export function freshIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** Same-origin headers a browser on the site would send with a state change. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;

export function registerBody(
  username: string,
  password = STRONG_PASSWORD,
  extra: Record<string, unknown> = {},
) {
  return {
    username,
    password,
    confirmPassword: password,
    agreeTerms: true,
    birthDate: '1990-05-17',
    notRestrictedPerson: true,
    ...extra,
  };
}

/** Registration with the captcha switched off, for tests about something else. */
export async function disableRegisterCaptcha(t: Pick<TestApp, 'db'>) {
  const { runOpsCommand } = await import('../src/ops/commands.js');
  await runOpsCommand(t.db, [
    'setting',
    'set',
    'registerFields',
    JSON.stringify({ captcha: { enabled: false, required: false, regExp: null } }),
  ]);
}

export async function registerMember(t: TestApp, username = uniqueName(), password = STRONG_PASSWORD) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
    payload: registerBody(username, password),
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return { username, password, token: res.json().value.token as string };
}

export function login(
  t: TestApp,
  username: string,
  password: string,
  extra: { ip?: string; captcha?: string; cookie?: string; altcha?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: {
      ...SAME_ORIGIN,
      'x-forwarded-for': extra.ip ?? freshIp(),
      ...(extra.cookie ? { cookie: extra.cookie } : {}),
    },
    payload: {
      username,
      password,
      captcha: extra.captcha ?? '',
      type: 0,
      ...(extra.altcha ? { altcha: extra.altcha } : {}),
    },
  });
}

/** Solves the server's proof-of-work challenge the way the browser does, and returns the payload. */
export async function solvedChallenge(t: TestApp, purpose: ChallengePurpose): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  // From an address of its own: the challenge route has its own per-address limit.
  const res = await t.app.inject({
    url: `/wps/challenge?purpose=${purpose}`,
    headers: { 'x-forwarded-for': freshIp() },
  });
  const challenge = res.json().value;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Asks check/username about a name, with a challenge solved for it as the register form does. */
export async function checkName(t: TestApp, username: string) {
  const altcha = await solvedChallenge(t, 'username');
  return t.app.inject({
    url: `/wps/check/username?username=${encodeURIComponent(username)}&altcha=${encodeURIComponent(altcha)}`,
  });
}

/** The code in the newest text to this number, as the player would read it on their phone. */
export async function lastTextedCode(t: TestApp, recipient: string): Promise<string | undefined> {
  const { sql } = await import('drizzle-orm');
  const rows = await t.db.execute<{ body: string }>(
    sql`select body from sms_outbox where recipient = ${recipient} order by id desc limit 1`,
  );
  return /\b(\d{6})\b/.exec(rows.rows[0]?.body ?? '')?.[1];
}

/** A mobile number no other test uses (Philippine mobile numbering: 9XX XXX XXXX). */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
