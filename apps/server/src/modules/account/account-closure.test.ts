import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login, SAME_ORIGIN } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember } from '../../../test/wallet.js';
import { runOpsCommand } from '../../ops/commands.js';
import { adjustBalance } from '../wallet/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const close = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/close',
    headers: { token, ...SAME_ORIGIN },
    payload: { password },
  });
const statusOf = async (memberId: number) =>
  (await t.db.execute(sql`select status from members where id = ${memberId}`)).rows[0]?.status;

describe('account closure (issue 16)', () => {
  it('H-6 needs the password and a zero balance, and changes nothing while either is missing', async () => {
    const member = await fundedMember(t, 25);
    const wrong = await close(member.token, 'not-my-password-9');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'BAD_CREDENTIALS', value: { field: 'password' } });
    const funded = await close(member.token, member.password);
    expect(funded.statusCode).toBe(409);
    expect(funded.json()).toMatchObject({
      code: 'BALANCE_NOT_ZERO',
      value: { field: 'balance', balance: 25 },
    });
    expect(await statusOf(member.memberId)).toBe('active');
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/wps/protection/state',
      headers: { token: member.token },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('H-6 closes an empty account: its sessions end, a login is refused with ACCOUNT_CLOSED, and support reopens it', async () => {
    const member = await fundedMember(t, 10);
    await adjustBalance(t.db, member.memberId, -1_000, `empty-${member.memberId}`);
    const closed = await close(member.token, member.password);
    expect(closed.statusCode).toBe(200);
    expect(await statusOf(member.memberId)).toBe('closed');
    const after = await t.app.inject({
      method: 'GET',
      url: '/wps/protection/state',
      headers: { token: member.token },
    });
    expect(after.statusCode).toBe(401);
    const again = await login(t, member.username, member.password);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_CLOSED' });
    // A wrong password on a closed account says nothing of the account.
    expect((await login(t, member.username, 'not-my-password-9')).json()).toMatchObject({
      code: 'BAD_CREDENTIALS',
    });

    await runOpsCommand(t.db, ['member', 'enable', member.username]);
    expect((await login(t, member.username, member.password)).statusCode).toBe(200);
  });

  it('H-6 a guest and a trial account cannot close anything', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/wps/member/close',
      headers: SAME_ORIGIN,
      payload: { password: 'x' },
    });
    expect(guest.statusCode).toBe(401);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
      payload: {},
    });
    const refused = await close(trial.json().value.token as string, 'anything-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
  });
});
