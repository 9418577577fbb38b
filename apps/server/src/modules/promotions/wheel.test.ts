import { createHash } from 'node:crypto';
import { drawWheel, type WheelOdds } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { cashierCall as call, ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember } from '../../../test/wallet.js';
import { getWheelStatus, spinWheel, type WheelPolicy } from './wheel-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DEMO_PRIZES: WheelOdds[] = [
  { amount: 5, percent: 55 },
  { amount: 20, percent: 30 },
  { amount: 100, percent: 12 },
  { amount: 500, percent: 2.5 },
  { amount: 2_000, percent: 0.5 },
];

const setting = (key: string, value: unknown) => ops(t, 'setting', 'set', key, JSON.stringify(value));
const vipSettings = async () =>
  JSON.parse(await ops(t, 'setting', 'list')).vip as { enabled: boolean; wheelPrizes: WheelOdds[] };
async function setVip(change: { enabled?: boolean; wheelPrizes?: WheelOdds[] }) {
  await setting('vip', { ...(await vipSettings()), ...change });
}
const status = (token: string) => call(t, token, 'GET', '/wps/wheel');
const spin = (token: string, seedHash: string, clientSeed: string) =>
  call(t, token, 'POST', '/wps/wheel/spin', { seedHash, clientSeed });
const spins = (token: string) => call(t, token, 'GET', '/wps/wheel/spins');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A real member at a VIP level granted by the operator. */
async function vipMember(level: number) {
  const member = await fundedMember(t, 0);
  await t.db.execute(sql`update members set vip_level = ${level} where id = ${member.memberId}`);
  return member;
}

async function wheelRows(memberId: number) {
  const rows = await t.db.execute<{ spun: boolean }>(
    sql`select spun_at is not null as spun from wheel_spins where member_id = ${memberId} order by id`,
  );
  return rows.rows.map((row) => row.spun);
}

async function wheelRewards(memberId: number) {
  const rows = await t.db.execute<{ source_ref: string; amount: string; status: string }>(
    sql`select source_ref, amount::text, status from rewards where member_id = ${memberId} and source = 'wheel'`,
  );
  return rows.rows;
}

describe('VIP Wheel commit and reveal', () => {
  it('R-PROMO-10 H-3 publishes the seed hash before the spin, reveals a seed that hashes to it, and the result recomputes', async () => {
    await setting('wheel', { fromLevel: 1, spinsPerDay: 2 });
    await setVip({ wheelPrizes: DEMO_PRIZES });
    const member = await vipMember(3);

    const before = (await status(member.token)).json().value;
    expect(before).toMatchObject({
      level: 3,
      fromLevel: 1,
      spinsPerDay: 2,
      spinsLeft: 2,
      timeZone: 'Asia/Manila',
      prizes: DEMO_PRIZES,
      noPrizePercent: 0,
    });
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // The hash stays the same until it is spun: it is a commitment, not a new draw per look.
    expect((await status(member.token)).json().value.seedHash).toBe(before.seedHash);
    // The seed itself is in no answer before the spin.
    expect((await spins(member.token)).json().value.list).toEqual([]);

    const res = await spin(member.token, before.seedHash, 'my-own-seed');
    expect(res.statusCode, res.body).toBe(200);
    const { spin: spun, status: after } = res.json().value;
    expect(spun.seedHash).toBe(before.seedHash);
    expect(sha256(spun.serverSeed)).toBe(before.seedHash);
    expect(spun.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(spun.clientSeed).toBe('my-own-seed');
    // The odds answered are those published before the spin, and the draw recomputes from them.
    expect(spun.prizes).toEqual(before.prizes);
    const recomputed = await drawWheel(spun.serverSeed, spun.clientSeed, spun.prizes);
    expect({ roll: spun.roll, prizeIndex: spun.prizeIndex, amount: spun.amount }).toEqual(recomputed);
    // The demo table sums to 100%: every spin wins one of its prizes.
    expect(spun.amount).toBe(DEMO_PRIZES[spun.prizeIndex]?.amount);

    // The prize waits in the reward centre as a wheel reward for this spin.
    expect(await wheelRewards(member.memberId)).toEqual([
      { source_ref: spun.id, amount: String(spun.amount * 100), status: 'issued' },
    ]);
    const rewards = (await call(t, member.token, 'GET', '/wps/reward/list?scope=waiting')).json().value;
    expect(rewards.list).toEqual([expect.objectContaining({ id: spun.rewardId, source: 'wheel' })]);

    // The next commitment is made at once, and its seed is not revealed by the list.
    expect(after.spinsLeft).toBe(1);
    expect(after.seedHash).not.toBe(before.seedHash);
    expect((await status(member.token)).json().value.seedHash).toBe(after.seedHash);
    const list = (await spins(member.token)).json().value.list;
    expect(list).toEqual([spun]);
    expect(JSON.stringify(list)).not.toContain(after.seedHash);
  });

  it('R-PROMO-10 a table with a remainder: a roll past the chances wins nothing and issues no reward', async () => {
    await setting('wheel', { fromLevel: 0, spinsPerDay: 10 });
    const member = await vipMember(0);
    // A commitment of a published seed whose roll with this client seed is 4.454437…: see wheel-draw.test.ts.
    const serverSeed = 'a3f1c29be0d4478f9c6e51b2d8a07f3e4b19c5d62e8f07a1b3c4d5e6f708192a';
    await t.db.execute(
      sql`insert into wheel_spins (member_id, server_seed, seed_hash) values (${member.memberId}, ${serverSeed}, ${sha256(serverSeed)})`,
    );
    await setVip({ wheelPrizes: [{ amount: 50, percent: 4 }] });
    const shown = (await status(member.token)).json().value;
    expect(shown).toMatchObject({ seedHash: sha256(serverSeed), noPrizePercent: 96 });
    const miss = (await spin(member.token, shown.seedHash, 'lucky-player-1')).json().value;
    expect(miss.spin).toMatchObject({
      serverSeed,
      roll: 4.454437332084282,
      prizeIndex: null,
      amount: 0,
      rewardId: null,
    });
    expect(await wheelRewards(member.memberId)).toEqual([]);

    // Another published seed, rolling 20.231836…, lands on the second prize: the table is taken in its order.
    const hitSeed = 'f'.repeat(64);
    await t.db.execute(sql`delete from wheel_spins where member_id = ${member.memberId} and spun_at is null`);
    await t.db.execute(
      sql`insert into wheel_spins (member_id, server_seed, seed_hash) values (${member.memberId}, ${hitSeed}, ${sha256(hitSeed)})`,
    );
    await setVip({
      wheelPrizes: [
        { amount: 0.5, percent: 20 },
        { amount: 50, percent: 0.5 },
      ],
    });
    const hit = (await spin(member.token, sha256(hitSeed), 'lucky-player-1')).json().value;
    expect(hit.spin).toMatchObject({ roll: 20.231836882345178, prizeIndex: 1, amount: 50 });
    expect(await drawWheel(hitSeed, 'lucky-player-1', hit.spin.prizes)).toEqual({
      roll: hit.spin.roll,
      prizeIndex: 1,
      amount: 50,
    });
    expect(await wheelRewards(member.memberId)).toEqual([
      { source_ref: hit.spin.id, amount: '5000', status: 'issued' },
    ]);
  });

  it('R-PROMO-10 refuses a spin with none left today, and below the wheel level (NO_SPIN_LEFT 409)', async () => {
    await setting('wheel', { fromLevel: 2, spinsPerDay: 1 });
    await setVip({ wheelPrizes: DEMO_PRIZES });
    const member = await vipMember(2);
    const first = (await status(member.token)).json().value;
    expect((await spin(member.token, first.seedHash, 'one')).statusCode).toBe(200);
    const next = (await status(member.token)).json().value;
    expect(next.spinsLeft).toBe(0);
    const refused = await spin(member.token, next.seedHash, 'two');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NO_SPIN_LEFT', message: 'err_no_spin_left' });
    // The refused commitment stays open and unrevealed for tomorrow.
    expect(await wheelRows(member.memberId)).toEqual([true, false]);
    expect((await status(member.token)).json().value.seedHash).toBe(next.seedHash);

    const low = await vipMember(1);
    const lowStatus = (await status(low.token)).json().value;
    expect(lowStatus).toMatchObject({ level: 1, fromLevel: 2, spinsLeft: 0 });
    expect((await spin(low.token, lowStatus.seedHash, 'low')).json().code).toBe('NO_SPIN_LEFT');
    expect(await wheelRewards(low.memberId)).toEqual([]);
  });

  it('R-PROMO-10 counts spins per calendar day in the site time zone', async () => {
    const member = await vipMember(5);
    const policy: WheelPolicy = {
      rules: { fromLevel: 1, spinsPerDay: 1 },
      prizes: DEMO_PRIZES,
      tiers: [],
      timeZone: 'Asia/Manila',
      rewardExpiryDays: 7,
    };
    // 23:30 UTC on the 1st is already the 2nd in Manila (UTC+8); 15:59 UTC on the 2nd is still the 2nd.
    const day2Night = new Date('2026-03-01T23:30:00Z');
    const day2Late = new Date('2026-03-02T15:59:00Z');
    const day3 = new Date('2026-03-02T16:01:00Z');
    const open = await getWheelStatus(t.db, member.memberId, policy, day2Night);
    const spun = await spinWheel(
      t.db,
      member.memberId,
      { seedHash: open.seedHash, clientSeed: 'a' },
      policy,
      day2Night,
    );
    expect(spun.status).toMatchObject({ today: '2026-03-02', spinsLeft: 0 });
    await expect(
      spinWheel(t.db, member.memberId, { seedHash: spun.status.seedHash, clientSeed: 'b' }, policy, day2Late),
    ).rejects.toMatchObject({ code: 'NO_SPIN_LEFT' });
    const nextDay = await spinWheel(
      t.db,
      member.memberId,
      { seedHash: spun.status.seedHash, clientSeed: 'b' },
      policy,
      day3,
    );
    expect(nextDay.status).toMatchObject({ today: '2026-03-03', spinsLeft: 0 });
    expect(nextDay.spin.clientSeed).toBe('b');
  });

  it('R-PROMO-10 parallel spins of one commitment spin it once and pay once; parallel looks open one commitment', async () => {
    await setting('wheel', { fromLevel: 1, spinsPerDay: 5 });
    await setVip({ wheelPrizes: [{ amount: 15, percent: 100 }] });
    const member = await vipMember(4);
    const looks = await Promise.all([status(member.token), status(member.token), status(member.token)]);
    const hashes = new Set(looks.map((res) => res.json().value.seedHash));
    expect(hashes.size).toBe(1);
    expect(await wheelRows(member.memberId)).toEqual([false]);

    const [seedHash] = [...hashes] as [string];
    const results = await Promise.all([
      spin(member.token, seedHash, 'tap-one'),
      spin(member.token, seedHash, 'tap-two'),
      spin(member.token, seedHash, 'tap-one'),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(results.map((res) => res.json().value.spin.id));
    expect(ids.size).toBe(1);
    expect(await wheelRewards(member.memberId)).toEqual([
      { source_ref: [...ids][0], amount: '1500', status: 'issued' },
    ]);
    expect(await wheelRows(member.memberId)).toEqual([true, false]);
    expect((await status(member.token)).json().value.spinsLeft).toBe(4);
  });

  it('R-PROMO-10 R-VIP-05 refuses the wheel while the VIP club is off (PROMOTION_OFF), and trial accounts', async () => {
    const member = await vipMember(3);
    const shown = (await status(member.token)).json().value;
    await setVip({ enabled: false });
    try {
      for (const res of [
        await status(member.token),
        await spin(member.token, shown.seedHash, 'off'),
        await spins(member.token),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'PROMOTION_OFF', message: 'err_no_permission' });
      }
      expect(await wheelRows(member.memberId)).toEqual([false]);
    } finally {
      await setVip({ enabled: true });
    }
    const guest = await t.app.inject({ method: 'GET', url: '/wps/wheel', headers: SAME_ORIGIN });
    expect(guest.statusCode).toBe(401);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: { moduleId: 0 },
    });
    const refused = await status(trial.json().value.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('R-PROMO-10 answers bad input with the field and changes nothing', async () => {
    await setting('wheel', { fromLevel: 1, spinsPerDay: 3 });
    const member = await vipMember(3);
    const other = await vipMember(3);
    const { seedHash } = (await status(member.token)).json().value;
    const cases: [unknown, string][] = [
      [{}, 'seedHash'],
      [{ seedHash }, 'clientSeed'],
      [{ seedHash, clientSeed: '' }, 'clientSeed'],
      [{ seedHash, clientSeed: 'x'.repeat(65) }, 'clientSeed'],
      [{ seedHash, clientSeed: 'with space' }, 'clientSeed'],
      [{ seedHash, clientSeed: 7 }, 'clientSeed'],
      [{ seedHash: seedHash.toUpperCase(), clientSeed: 'ok' }, 'seedHash'],
      [{ seedHash: 'abc', clientSeed: 'ok' }, 'seedHash'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t, member.token, 'POST', '/wps/wheel/spin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field } });
    }
    const extra = await call(t, member.token, 'POST', '/wps/wheel/spin', {
      seedHash,
      clientSeed: 'ok',
      more: 1,
    });
    expect(extra.statusCode).toBe(400);
    // A hash that is no commitment of this member's is not found, whoever else holds it.
    const otherHash = (await status(other.token)).json().value.seedHash;
    for (const hash of [sha256('never committed'), otherHash]) {
      const res = await spin(member.token, hash, 'ok');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'seedHash' } });
    }
    expect(await wheelRows(member.memberId)).toEqual([false]);
    expect(await wheelRows(other.memberId)).toEqual([false]);
  });
});
