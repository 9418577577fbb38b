import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { cashierCall as call, ops, payoutMember, withdraw } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';
import { getSignInStatus, type SignInPolicy, signInToday } from './sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const balanceOf = async (token: string) =>
  (await call(t, token, 'GET', '/wps/wallets/gcs')).json().value.sumBalance as number;
const rewardsOf = async (token: string, scope: 'all' | 'waiting' = 'all') =>
  (await call(t, token, 'GET', `/wps/reward/list?scope=${scope}`)).json().value;
const claim = (token: string, rewardId: string) => call(t, token, 'POST', '/wps/reward/claim', { rewardId });
const signIn = (token: string) => call(t, token, 'POST', '/wps/activity/signIn');
const setting = (key: string, value: unknown) => ops(t, 'setting', 'set', key, JSON.stringify(value));
const promotions = (login: boolean) =>
  setting('promotions', {
    APP_DOWNLOAD: { enabled: true },
    MISSION: { enabled: true },
    LOGIN: { enabled: login },
    REFERRAL: { enabled: true },
  });

describe('daily sign-in', () => {
  it('R-PROMO-05 R-API-127 signs in once a calendar day, issuing the cycle day reward', async () => {
    await setting('signIn', { cycle: [3, 5, 10] });
    const member = await fundedMember(t, 0);
    const before = (await call(t, member.token, 'GET', '/wps/activity/signIn')).json().value;
    expect(before).toMatchObject({ signedToday: false, streak: 0, cycle: [3, 5, 10], nextDay: 1 });
    expect(before.timeZone).toBe('Asia/Manila');

    const first = await signIn(member.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      status: { signedToday: true, streak: 1, nextDay: 2 },
      reward: { source: 'sign_in', amount: 3, status: 'issued' },
    });
    const again = await signIn(member.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_SIGNED_IN', message: 'err_already_signed_in' });
    // The reward waits in the receiving centre; nothing was paid yet.
    expect((await rewardsOf(member.token, 'waiting')).list).toHaveLength(1);
    expect(await balanceOf(member.token)).toBe(0);
  });

  it('R-PROMO-05 counts days in the site time zone: a streak goes on day after day, and starts again after a gap', async () => {
    const member = await fundedMember(t, 0);
    const policy: SignInPolicy = {
      rules: { cycle: [1, 2, 4] },
      timeZone: 'Asia/Manila',
      rewardExpiryDays: 7,
    };
    // 23:30 UTC on the 1st is already the 2nd in Manila (UTC+8); 15:59 UTC on the 2nd is still the 2nd.
    const day2Night = new Date('2026-03-01T23:30:00Z');
    const day2Late = new Date('2026-03-02T15:59:00Z');
    const day3 = new Date('2026-03-02T16:01:00Z');
    expect((await signInToday(t.db, member.memberId, policy, day2Night)).status).toMatchObject({
      today: '2026-03-02',
      streak: 1,
    });
    await expect(signInToday(t.db, member.memberId, policy, day2Late)).rejects.toMatchObject({
      code: 'ALREADY_SIGNED_IN',
    });
    const third = await signInToday(t.db, member.memberId, policy, day3);
    expect(third.status).toMatchObject({ today: '2026-03-03', streak: 2, nextDay: 3 });
    expect(third.reward?.amount).toBe(2);
    await signInToday(t.db, member.memberId, policy, new Date('2026-03-03T17:00:00Z'));
    // Day 4 of a three-day cycle earns day 1's reward again.
    const fourth = await signInToday(t.db, member.memberId, policy, new Date('2026-03-04T17:00:00Z'));
    expect(fourth.status.streak).toBe(4);
    expect(fourth.reward?.amount).toBe(1);
    // A day missed: the streak starts again.
    const status = await getSignInStatus(t.db, member.memberId, policy, new Date('2026-03-07T01:00:00Z'));
    expect(status).toMatchObject({ signedToday: false, streak: 0, nextDay: 1 });
  });

  it('R-PROMO-04 R-ROLE-12 refuses sign-in while the LOGIN promotion is off', async () => {
    const member = await fundedMember(t, 0);
    await promotions(false);
    try {
      for (const res of [
        await call(t, member.token, 'GET', '/wps/activity/signIn'),
        await signIn(member.token),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'PROMOTION_OFF', message: 'err_no_permission' });
      }
    } finally {
      await promotions(true);
    }
    expect((await signIn(member.token)).statusCode).toBe(200);
  });

  it('R-PROMO-05 sends guests to log in (401) and refuses trial accounts', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/activity/signIn', headers: SAME_ORIGIN })).statusCode,
    ).toBe(401);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: { moduleId: 0 },
    });
    const refused = await signIn(trial.json().value.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TRIAL_FORBIDDEN');
  });
});

describe('reward and receiving centres', () => {
  it('R-PROMO-09 R-PROMO-11 R-API-128 lists a reward, and claiming it credits the balance once', async () => {
    await setting('signIn', { cycle: [25] });
    const member = await fundedMember(t, 0);
    const reward = (await signIn(member.token)).json().value.reward;
    const all = await rewardsOf(member.token);
    expect(all.list).toEqual([
      expect.objectContaining({ id: reward.id, source: 'sign_in', amount: 25, status: 'issued' }),
    ]);
    expect(all.waitingTotal).toBe(25);
    const before = await ledgerTotals(t.db);

    const claims = await Promise.all([claim(member.token, reward.id), claim(member.token, reward.id)]);
    for (const res of claims) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ reward: { status: 'claimed' }, balance: 25 });
    }
    expect(await balanceOf(member.token)).toBe(25);
    expect((await rewardsOf(member.token, 'waiting')).list).toEqual([]);
    expect((await rewardsOf(member.token)).list[0]).toMatchObject({
      status: 'claimed',
      claimedAt: expect.any(String),
    });
    const transfers = await t.db.execute(
      sql`select kind, amount from ledger_transfers where member_id = ${member.memberId} and kind = 'bonus'`,
    );
    expect(transfers.rows).toEqual([{ kind: 'bonus', amount: expect.anything() }]);
    expect(Number(transfers.rows[0]?.amount)).toBe(2500);
    // The books stay at zero, with the one claim's transfer added.
    expect(await ledgerTotals(t.db)).toEqual({ ...before, transfers: before.transfers + 1 });
  });

  it('R-WALLET-17 a received reward must be wagered once before it can be withdrawn', async () => {
    await setting('signIn', { cycle: [150] });
    const member = await payoutMember(t, 0);
    const reward = (await signIn(member.token)).json().value.reward;
    expect((await claim(member.token, reward.id)).statusCode).toBe(200);
    const refused = await withdraw(t, member, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WAGERING_REQUIRED' });
    const info = (await call(t, member.token, 'GET', '/wps/cashier/withdrawInfo')).json().value;
    expect(info).toMatchObject({ turnoverNeeded: 150 });
  });

  it('R-PROMO-11 refuses an expired reward, and another member reward is not found', async () => {
    await setting('signIn', { cycle: [7] });
    const member = await fundedMember(t, 0);
    const other = await fundedMember(t, 0);
    const reward = (await signIn(member.token)).json().value.reward;
    const stranger = await claim(other.token, reward.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'rewardId' } });

    await t.db.execute(
      sql`update rewards set expires_at = now() - interval '1 minute' where id = ${reward.id}`,
    );
    expect((await rewardsOf(member.token)).list[0].status).toBe('expired');
    expect((await rewardsOf(member.token, 'waiting')).list).toEqual([]);
    const late = await claim(member.token, reward.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'REWARD_EXPIRED', message: 'err_reward_expired' });
    expect(await balanceOf(member.token)).toBe(0);
  });

  it('R-PROMO-08 R-ERR-07 R-API-128 refuses the reward centre list while REWCEN3 is off, the receiving centre stays', async () => {
    await setting('signIn', { cycle: [4] });
    const member = await fundedMember(t, 0);
    const reward = (await signIn(member.token)).json().value.reward;
    await ops(t, 'flag', 'set', 'REWCEN3', 'off');
    try {
      const refused = await call(t, member.token, 'GET', '/wps/reward/list?scope=all');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PROMOTION_OFF' });
      expect((await rewardsOf(member.token, 'waiting')).list).toHaveLength(1);
      expect((await claim(member.token, reward.id)).statusCode).toBe(200);
    } finally {
      await ops(t, 'flag', 'set', 'REWCEN3', 'on');
    }
  });

  it('R-API-128 answers bad input with the field and changes nothing', async () => {
    const member = await fundedMember(t, 0);
    for (const body of [{}, { rewardId: 'abc' }, { rewardId: '1', extra: 1 }, { rewardId: '9'.repeat(30) }]) {
      const res = await call(t, member.token, 'POST', '/wps/reward/claim', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const unknown = await claim(member.token, '999999999');
    expect(unknown.statusCode).toBe(404);
    const badScope = await call(t, member.token, 'GET', '/wps/reward/list?scope=everything');
    expect(badScope.statusCode).toBe(400);
    expect(badScope.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'scope' } });
  });
});
