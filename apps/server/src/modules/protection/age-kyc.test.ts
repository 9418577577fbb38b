import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dayIn } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disableRegisterCaptcha,
  freshIp,
  registerBody,
  SAME_ORIGIN,
  uniqueName,
} from '../../../test/accounts.js';
import { cashierCall, ops, payoutMember, withdraw } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { kycParts, pendingKycId, uploadKyc } from '../../../test/identity.js';
import { GIF_IMAGE } from '../../../test/images.js';
import { manualDeposit } from '../../../test/protection.js';
import { fundedMember } from '../../../test/wallet.js';

let t: TestApp;
const folder = mkdtempSync(path.join(tmpdir(), 'kyc-test-'));
const envBefore = process.env.KYC_DIR;
beforeAll(async () => {
  t = await startTestApp({ env: { KYC_DIR: folder } });
  await disableRegisterCaptcha(t);
  // `ops kyc show` reads the folder from the operator's environment, as the CLI does.
  process.env.KYC_DIR = folder;
});
afterAll(async () => {
  if (envBefore === undefined) delete process.env.KYC_DIR;
  else process.env.KYC_DIR = envBefore;
  await t.close();
});

/** The day `years` years before today in Manila, plus `days` days (YYYY-MM-DD). */
function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = dayIn('Asia/Manila').split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  // 29 February of a leap year, `years` back in a common year, rolls to 1 March: still 21 today.
  return date.toISOString().slice(0, 10);
}

const register = (extra: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
    payload: { ...registerBody(uniqueName('age')), ...extra },
  });
const membersNamed = async (username: string) =>
  (
    await t.db.execute(
      sql`select birth_date::text as b, not_restricted_at from members where username = ${username}`,
    )
  ).rows;
const giveBirthDate = (token: string, birthDate: string) =>
  cashierCall(t, token, 'POST', '/wps/protection/birthDate', { birthDate, notRestrictedPerson: true });
const kycState = async (token: string) =>
  (await cashierCall(t, token, 'GET', '/wps/protection/kyc')).json().value;
const ordersOf = async (memberId: number) =>
  Number(
    (await t.db.execute(sql`select count(*) as n from deposit_orders where member_id = ${memberId}`)).rows[0]
      ?.n,
  );
const balanceOf = async (token: string) =>
  (await cashierCall(t, token, 'GET', '/wps/wallets/gcs')).json().value.sumBalance as number;

describe('date of birth and 21+ at registration (H-8)', () => {
  it('H-8 R-VAL-19 refuses anyone under 21 in Manila with UNDER_AGE on birthDate, and stores nothing', async () => {
    const username = uniqueName('minor');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
      // Turns 21 tomorrow in Manila.
      payload: { ...registerBody(username), birthDate: yearsAgo(21, 1) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'UNDER_AGE', value: { field: 'birthDate' } });
    expect(await membersNamed(username)).toHaveLength(0);
  });

  it('H-8 accepts a player who turns 21 today and stores the date and the PAGCOR confirmation time', async () => {
    const username = uniqueName('adult');
    const before = Date.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
      payload: { ...registerBody(username), birthDate: yearsAgo(21) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await membersNamed(username);
    expect(row?.b).toBe(yearsAgo(21));
    const confirmedAt = new Date(String(row?.not_restricted_at)).getTime();
    expect(confirmedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(confirmedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('H-8 a missing, malformed, impossible or future date is a 400 naming birthDate', async () => {
    for (const birthDate of ['', '17/05/1990', '2001-02-29', '1990-13-01', yearsAgo(-1), '1899-12-31']) {
      const res = await register({ birthDate });
      expect(res.statusCode, birthDate).toBe(400);
      expect(res.json(), birthDate).toMatchObject({
        code: 'VALIDATION_ERROR',
        value: { field: 'birthDate' },
      });
    }
  });

  it('H-8 without the not-an-official confirmation (PAGCOR restriction) registration is refused on that field', async () => {
    const { notRestrictedPerson: _, ...body } = registerBody(uniqueName('official'));
    for (const payload of [body, { ...body, notRestrictedPerson: false }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'notRestrictedPerson' } });
    }
  });
});

describe('existing members give their date of birth at the next deposit (H-8)', () => {
  const withoutBirthDate = async () => {
    const member = await fundedMember(t, 0);
    await t.db.execute(
      sql`update members set birth_date = null, not_restricted_at = null where id = ${member.memberId}`,
    );
    return member;
  };

  it('H-8 a deposit is refused with BIRTH_DATE_REQUIRED until given, then goes through', async () => {
    const member = await withoutBirthDate();
    const refused = await manualDeposit(t, member.token, 500);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BIRTH_DATE_REQUIRED', value: { field: 'birthDate' } });
    expect(await ordersOf(member.memberId)).toBe(0);
    expect(await kycState(member.token)).toMatchObject({ birthDateGiven: false, status: 'none' });

    const given = await giveBirthDate(member.token, '1990-05-17');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().value).toMatchObject({ birthDateGiven: true });
    const stored = await t.db.execute(
      sql`select not_restricted_at from members where id = ${member.memberId} and birth_date = '1990-05-17'`,
    );
    expect(stored.rows[0]?.not_restricted_at).toBeTruthy();
    const deposit = await manualDeposit(t, member.token, 500);
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(await ordersOf(member.memberId)).toBe(1);

    // Given once, never changed by the player.
    const change = await giveBirthDate(member.token, '1980-01-01');
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'BIRTH_DATE_SET', value: { field: 'birthDate' } });
  });

  it('H-8 an under-21 date is kept and answered UNDER_AGE: no deposit, and no second try with another date', async () => {
    const member = await withoutBirthDate();
    const minor = await giveBirthDate(member.token, yearsAgo(20));
    expect(minor.statusCode).toBe(403);
    expect(minor.json()).toMatchObject({ code: 'UNDER_AGE', value: { field: 'birthDate' } });
    const deposit = await manualDeposit(t, member.token, 500);
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json()).toMatchObject({ code: 'UNDER_AGE' });
    expect(await ordersOf(member.memberId)).toBe(0);
    const retry = await giveBirthDate(member.token, '1990-05-17');
    expect(retry.json()).toMatchObject({ code: 'BIRTH_DATE_SET' });
  });

  it('H-8 a bad date or a missing confirmation is a 400 with the field, and stores nothing', async () => {
    const member = await withoutBirthDate();
    const bad = await giveBirthDate(member.token, '1990-02-30');
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'birthDate' } });
    const unconfirmed = await cashierCall(t, member.token, 'POST', '/wps/protection/birthDate', {
      birthDate: '1990-05-17',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ value: { field: 'notRestrictedPerson' } });
    expect((await kycState(member.token)).birthDateGiven).toBe(false);
  });
});

describe('ops exclusion add matches by birth date too (H-6)', () => {
  it('H-6 a namesake born another day is not matched; the same name and birth date is', async () => {
    const name = `Ana ${uniqueName('Reyes')}`;
    const member = await fundedMember(t, 0);
    await t.db.execute(sql`update members set payee_name = ${name} where id = ${member.memberId}`);
    const add = (birth: string) =>
      ops(t, 'exclusion', 'add', '--name', name, '--birth', birth, '--ref', `NDRP-${birth}`, '--permanent');
    expect(await add('1985-01-01')).toMatch(/matches: no member yet$/u);
    expect((await manualDeposit(t, member.token, 100)).statusCode).toBe(200);
    expect(await add('1990-05-17')).toMatch(new RegExp(`matches: ${member.username}$`, 'u'));
    expect((await manualDeposit(t, member.token, 100)).json()).toMatchObject({ code: 'PLAYER_EXCLUDED' });
  });
});

describe('identity verification before the first withdrawal (issue 16, KYC)', () => {
  /** A member with balance, card and payment password, and no identity check yet. */
  async function unverified(pesos: number) {
    const member = await payoutMember(t, pesos);
    await t.db.execute(sql`delete from kyc_submissions where member_id = ${member.memberId}`);
    return member;
  }

  it('H-6 a withdrawal is refused with KYC_REQUIRED until approved, and nothing is held', async () => {
    const member = await unverified(300);
    expect(await kycState(member.token)).toMatchObject({ status: 'none', reason: null });
    const refused = await withdraw(t, member, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'KYC_REQUIRED', value: { field: 'kyc' } });
    expect(await balanceOf(member.token)).toBe(300);

    const upload = await uploadKyc(t, member.token);
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().value).toMatchObject({ status: 'pending', reason: null });
    expect((await withdraw(t, member, 100)).json()).toMatchObject({ code: 'KYC_REQUIRED' });
    // One pending at a time.
    expect((await uploadKyc(t, member.token)).json()).toMatchObject({ code: 'KYC_NOT_ALLOWED' });

    const id = await pendingKycId(t.db, member.memberId);
    expect(await ops(t, 'kyc', 'approve', String(id), '--by', 'compliance')).toMatch(/approved/u);
    expect(await kycState(member.token)).toMatchObject({ status: 'approved' });
    const paid = await withdraw(t, member, 100);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balanceOf(member.token)).toBe(200);
    // Approved: no further upload.
    expect((await uploadKyc(t, member.token)).json()).toMatchObject({ code: 'KYC_NOT_ALLOWED' });
  });

  it('H-6 a rejection shows its reason, keeps withdrawals refused, and a new upload goes back to pending', async () => {
    const member = await unverified(300);
    await uploadKyc(t, member.token);
    const id = await pendingKycId(t.db, member.memberId);
    await expect(ops(t, 'kyc', 'reject', String(id))).rejects.toThrow(/reason/u);
    await ops(t, 'kyc', 'reject', String(id), '--reason', 'The ID photo is blurred');
    expect(await kycState(member.token)).toMatchObject({
      status: 'rejected',
      reason: 'The ID photo is blurred',
    });
    expect((await withdraw(t, member, 100)).json()).toMatchObject({ code: 'KYC_REQUIRED' });
    await expect(ops(t, 'kyc', 'approve', String(id))).rejects.toThrow(/no pending submission/u);
    expect((await uploadKyc(t, member.token)).json().value).toMatchObject({
      status: 'pending',
      reason: null,
    });
    const audit = await t.db.execute(
      sql`select command, outcome from operator_actions where command like 'kyc %' order by id`,
    );
    expect(audit.rows).toEqual(
      expect.arrayContaining([
        { command: 'kyc reject', outcome: 'done' },
        { command: 'kyc reject', outcome: 'refused' },
        { command: 'kyc approve', outcome: 'refused' },
      ]),
    );
  });

  it('H-6 bad uploads: a non-image, a missing side or an unknown part is a 400 naming it, and nothing is kept', async () => {
    const member = await unverified(0);
    const filesBefore = existsSync(folder) ? readdirSync(folder).length : 0;
    const cases = [
      { parts: kycParts({ front: GIF_IMAGE }), code: 'IMAGE_INVALID', field: 'front' },
      { parts: kycParts({ selfie: Buffer.from('<svg/>') }), code: 'IMAGE_INVALID', field: 'selfie' },
      { parts: kycParts({ back: null }), code: 'VALIDATION_ERROR', field: 'back' },
      {
        parts: [...kycParts(), { name: 'note', value: 'hi' }],
        code: 'VALIDATION_ERROR',
        field: 'note',
      },
    ];
    for (const { parts, code, field } of cases) {
      const res = await uploadKyc(t, member.token, parts);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ code, value: { field } });
    }
    const json = await t.app.inject({
      method: 'PUT',
      url: '/wps/protection/kyc',
      headers: { ...SAME_ORIGIN, token: member.token },
      payload: { front: 'x' },
    });
    expect(json.json(), json.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await kycState(member.token)).toMatchObject({ status: 'none' });
    expect(existsSync(folder) ? readdirSync(folder).length : 0).toBe(filesBefore);
  });

  it('H-6 the images are kept under the data directory and served to nobody; ops kyc show gives the operator their paths', async () => {
    const member = await unverified(0);
    await uploadKyc(t, member.token);
    const id = await pendingKycId(t.db, member.memberId);
    const shown = JSON.parse(await ops(t, 'kyc', 'show', String(id)));
    expect(shown).toMatchObject({ id, username: member.username, status: 'pending' });
    for (const side of ['front', 'back', 'selfie'] as const) {
      expect(path.dirname(shown[side])).toBe(folder);
      expect(existsSync(shown[side])).toBe(true);
      const name = path.basename(shown[side]);
      for (const url of [`/kyc/${name}`, `/data/kyc/${name}`, `/${name}`]) {
        const res = await t.app.inject({ url, headers: { token: member.token } });
        expect(res.headers['content-type'] ?? '', url).not.toMatch(/image/u);
      }
    }
    const listed = JSON.parse(await ops(t, 'kyc', 'list', '--status', 'pending'));
    expect(listed.map((row: { id: number }) => row.id)).toContain(id);
    // The member's own answer names no file.
    expect(JSON.stringify(await kycState(member.token))).not.toMatch(/\.(png|jpg)/u);
  });

  it('H-6 the identity calls need a session: without one, a 401', async () => {
    const anonymous = await t.app.inject({ url: '/wps/protection/kyc' });
    expect(anonymous.statusCode).toBe(401);
  });
});
