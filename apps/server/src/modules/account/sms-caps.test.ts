import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, SAME_ORIGIN, solvedChallenge, uniqueMobile } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { PREFIX_DIGITS } from './sms-code-repository.js';
import { SMS_POLICY } from './sms-codes.js';

const PH = '63';
const HOURLY_BUDGET = 200;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { SMS_HOURLY_BUDGET: String(HOURLY_BUDGET) }, captureLogs: true });
});
afterAll(() => t.close());

/** A login-code request as a browser sends it: answered alike for any number, so every cap applies to it. */
async function askCode(mobileNum: string, from: { ip?: string; cookie?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    headers: {
      ...SAME_ORIGIN,
      'x-forwarded-for': from.ip ?? freshIp(),
      ...(from.cookie ? { cookie: from.cookie } : {}),
    },
    payload: { mobileNum, countryDialingCode: PH, altcha: await solvedChallenge(t, 'sms') },
  });
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { status: res.statusCode, code: res.json().code as string | null, cookie };
}

/**
 * A block (the first PREFIX_DIGITS digits) no earlier test of this file has texted: the other tests' random
 * numbers land in a given block about once in 200 runs, and would take from its daily count.
 */
async function unusedBlock(): Promise<string> {
  for (;;) {
    const block = `9${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
    const rows = await t.db.execute(
      sql`select count(*)::int as n from sms_codes where left(mobile_num, ${PREFIX_DIGITS}) = ${block}`,
    );
    if (Number(rows.rows[0]?.n) === 0) return block;
  }
}

async function codesFor(mobileNum: string) {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from sms_codes where mobile_num = ${mobileNum}`,
  );
  return Number(rows.rows[0]?.n);
}

describe('S-09 SMS pumping: caps beyond the number', () => {
  it(`one address asks for at most ${SMS_POLICY.perIpPerTenMinutes} numbers in ten minutes`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SMS_POLICY.perIpPerTenMinutes; i++)
      expect((await askCode(uniqueMobile(), { ip })).status).toBe(200);
    const over = uniqueMobile();
    expect(await askCode(over, { ip })).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(await codesFor(over)).toBe(0);
  });

  it(`one browser asks for at most ${SMS_POLICY.perDevicePerDay} codes a day, whatever its address`, async () => {
    const first = await askCode(uniqueMobile());
    for (let i = 1; i < SMS_POLICY.perDevicePerDay; i++)
      expect((await askCode(uniqueMobile(), { cookie: first.cookie })).status).toBe(200);
    const over = uniqueMobile();
    expect(await askCode(over, { cookie: first.cookie })).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
    expect(await codesFor(over)).toBe(0);
  });

  it(`one block of numbers gets at most ${SMS_POLICY.perPrefixPerDay} codes a day, from any address and browser`, async () => {
    const block = await unusedBlock();
    const inBlock = () => `${block}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
    const sent = new Set<string>();
    while (sent.size < SMS_POLICY.perPrefixPerDay) {
      const number = inBlock();
      if (sent.has(number)) continue;
      sent.add(number);
      expect((await askCode(number)).status).toBe(200);
    }
    expect(await askCode(inBlock())).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect((await askCode(uniqueMobile())).status).toBe(200);
  });

  it('past the hourly budget nothing is sent, and the operator is alerted once', async () => {
    const made = await t.db.execute(sql`select count(*)::int as n from sms_codes`);
    const filler = HOURLY_BUDGET - 1 - Number(made.rows[0]?.n);
    // Earlier requests of the hour, from other people: the budget counts them all.
    await t.db.execute(sql`
      insert into sms_codes (purpose, country_dialing_code, mobile_num, code_hash, binding_hash, request_ip, expires_at)
      select 'login', '63', '8' || lpad(g::text, 9, '0'), 'x$y', 'filler-' || g, '192.0.2.' || (g % 250), now()
      from generate_series(1, ${filler}) g`);
    expect((await askCode(uniqueMobile())).status).toBe(200);
    const logsBefore = t.logs.length;
    const refused = [await askCode(uniqueMobile()), await askCode(uniqueMobile())];
    for (const answer of refused) expect(answer).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const alerts = t.logs
      .slice(logsBefore)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.event === 'sms_budget_exceeded');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ level: 50, budget: HOURLY_BUDGET });
  });
});
