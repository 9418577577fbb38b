import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { cashierCall as call, ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addExternalVendor, fundedMember, settledRound, type Vendor } from '../../../test/wallet.js';
import { importCatalogue } from '../games/index.js';
import { ledgerTotals, setVendorSecret } from '../wallet/index.js';
import { ratesForLevel, rebateCentavos } from './rebate-service.js';

let t: TestApp;
let slots: Vendor;
let live: Vendor;
beforeAll(async () => {
  t = await startTestApp();
  slots = await addExternalVendor(t, 'RBSL');
  // A live-casino vendor, for a second game category.
  await importCatalogue(t.db, {
    vendors: [
      {
        code: 'RBLV',
        displayName: 'RBLV Live',
        launchUrlTemplate: 'https://live.example/launch?token={token}&game={gameId}',
      },
    ],
    games: [{ vendor: 'RBLV', gameId: 'RBLV-baccarat', name: 'Baccarat', category: 'LIVE', supportPlay: 1 }],
  });
  await setVendorSecret(t.db, 'RBLV', 'live-secret-0123456789abcdef0123456789');
  const node = await t.db.execute(sql`select node_id from games where vendor_code = 'RBLV'`);
  live = {
    code: 'RBLV',
    secret: 'live-secret-0123456789abcdef0123456789',
    gameId: 'RBLV-baccarat',
    nodeId: Number(node.rows[0]?.node_id),
  };
  await setting('rebate', { tiers: [{ fromLevel: 0, percents: { RNG: 0.5, LIVE: 0.3 } }] });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof fundedMember>>;

/** Two minutes pass for the member: their rounds and claims happened that much earlier. */
async function settledTwoMinutesAgo(member: Member) {
  await t.db.execute(
    sql`update game_rounds set settled_at = settled_at - interval '2 minutes' where member_id = ${member.memberId}`,
  );
  await t.db.execute(
    sql`update rebate_claims set settled_until = settled_until - interval '2 minutes' where member_id = ${member.memberId}`,
  );
}

const setting = (key: string, value: unknown) => ops(t, 'setting', 'set', key, JSON.stringify(value));
const status = async (member: Member) => (await call(t, member.token, 'GET', '/wps/rebate')).json().value;
const claim = (member: Member) => call(t, member.token, 'POST', '/wps/rebate/claim');
const balanceOf = async (member: Member) =>
  (await call(t, member.token, 'GET', '/wps/wallets/gcs')).json().value.sumBalance as number;

describe('category rebates', () => {
  it('R-PROMO-15 R-API-128 answers each category’s turnover, rate and rebate rounded down, and claims it once with ledger kind rebate', async () => {
    const member = await fundedMember(t, 5_000);
    await settledRound(t, slots, member, 123_457);
    await settledRound(t, live, member, 100_001);
    await settledTwoMinutesAgo(member);

    const before = await status(member);
    expect(before).toMatchObject({ level: expect.any(Number), since: null, total: 9.17 });
    // 1,234.57 × 0.5 % = 6.17285 → 6.17; 1,000.01 × 0.3 % = 3.00003 → 3.00.
    expect(before.list).toEqual([
      { category: 'RNG', turnover: 1_234.57, percent: 0.5, rebate: 6.17 },
      { category: 'LIVE', turnover: 1_000.01, percent: 0.3, rebate: 3 },
    ]);
    const balance = await balanceOf(member);

    const res = await claim(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ amount: 9.17, list: before.list });
    expect(res.json().value.balance).toBeCloseTo(balance + 9.17, 2);
    expect(await balanceOf(member)).toBeCloseTo(balance + 9.17, 2);
    const { rows } = await t.db.execute<{ kind: string; amount: string; source: string; status: string }>(
      sql`select t.kind, t.amount::text, w.source, w.status
            from rebate_claims c join rewards w on w.id = c.reward_id
            join ledger_transfers t on t.id = w.claim_transfer_id
           where c.member_id = ${member.memberId}`,
    );
    expect(rows).toEqual([{ kind: 'rebate', amount: '917', source: 'rebate', status: 'claimed' }]);

    const again = await claim(member);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOTHING_TO_CLAIM', message: 'err_nothing_to_claim' });
    const after = await status(member);
    expect(after.total).toBe(0);
    expect(after.since).not.toBeNull();
    expect(after.list).toEqual([
      { category: 'RNG', turnover: 0, percent: 0.5, rebate: 0 },
      { category: 'LIVE', turnover: 0, percent: 0.3, rebate: 0 },
    ]);
    const books = await ledgerTotals(t.db);
    expect(books).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0, accountsOffEntries: 0 });
  });

  it('R-PROMO-15 counts a round a minute after it settles, and only rounds after the previous claim', async () => {
    const member = await fundedMember(t, 5_000);
    await settledRound(t, slots, member, 20_000);
    // Just settled: a round stamped at this moment may still be committing elsewhere, so it waits.
    expect((await status(member)).total).toBe(0);
    expect((await claim(member)).json().code).toBe('NOTHING_TO_CLAIM');
    await settledTwoMinutesAgo(member);
    expect((await status(member)).total).toBe(1);
    expect((await claim(member)).json().value.amount).toBe(1);

    await settledRound(t, slots, member, 40_000);
    await settledTwoMinutesAgo(member);
    // Only the new round: the first was claimed.
    expect((await status(member)).list[0]).toEqual({
      category: 'RNG',
      turnover: 400,
      percent: 0.5,
      rebate: 2,
    });
    expect((await claim(member)).json().value.amount).toBe(2);
  });

  it('R-PROMO-15 takes the rates of the highest tier the member’s VIP level reaches', async () => {
    const rules = {
      tiers: [
        { fromLevel: 5, percents: { RNG: 1.5 } },
        { fromLevel: 0, percents: { RNG: 0.5 } },
        { fromLevel: 1, percents: { RNG: 1, LIVE: 0.2 } },
      ],
    };
    expect(ratesForLevel(rules, 0)).toEqual({ RNG: 0.5 });
    expect(ratesForLevel(rules, 4)).toEqual({ RNG: 1, LIVE: 0.2 });
    expect(ratesForLevel(rules, 20)).toEqual({ RNG: 1.5 });
    expect(ratesForLevel({ tiers: [{ fromLevel: 3, percents: { RNG: 1 } }] }, 2)).toEqual({});
    // Integer arithmetic: 0.29 % of ₱100.00 is 29 centavos (a float product would give 28.999…).
    expect(rebateCentavos(10_000, 0.29)).toBe(29);
    expect(rebateCentavos(999, 0.5)).toBe(4);

    await setting('rebate', rules);
    try {
      // ₱1,000 of settled turnover reaches VIP 1 in the demo tiers: 1 % on RNG.
      const member = await fundedMember(t, 2_000);
      await settledRound(t, slots, member, 100_000);
      await settledTwoMinutesAgo(member);
      const value = await status(member);
      expect(value.level).toBe(1);
      expect(value.list).toEqual([
        { category: 'RNG', turnover: 1_000, percent: 1, rebate: 10 },
        { category: 'LIVE', turnover: 0, percent: 0.2, rebate: 0 },
      ]);
      const shown = JSON.parse(await ops(t, 'rebate', 'show', member.username));
      expect(shown.total).toBe(10);
    } finally {
      await setting('rebate', { tiers: [{ fromLevel: 0, percents: { RNG: 0.5, LIVE: 0.3 } }] });
    }
  });

  it('R-PROMO-15 sends guests to log in and refuses trial accounts', async () => {
    for (const [method, url] of [
      ['GET', '/wps/rebate'],
      ['POST', '/wps/rebate/claim'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: SAME_ORIGIN })).statusCode).toBe(401);
    }
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: { moduleId: 0 },
    });
    const token = trial.json().value.token as string;
    for (const res of [
      await call(t, token, 'GET', '/wps/rebate'),
      await call(t, token, 'POST', '/wps/rebate/claim'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TRIAL_FORBIDDEN');
    }
  });
});
