import {
  CRASH_GAME_CODE,
  evaluateSpin,
  fairStops,
  HOUSE_VENDOR,
  type HouseSpinValue,
  SLOT_DEFINITIONS,
  sha256Hex,
  slotByCode,
  totalBetCentavos,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, SAME_ORIGIN } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addExternalVendor, fundedMember, launchToken } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';

let t: TestApp;
const [PEARL] = SLOT_DEFINITIONS;
if (!PEARL) throw new Error('no slot definitions');

beforeAll(async () => {
  t = await startTestApp();
  await addExternalVendor(t, 'ACME');
});
afterAll(() => t.close());

async function nodeOfSlot(code: string) {
  const rows = await t.db.execute(
    sql`select node_id from games where vendor_code = ${HOUSE_VENDOR} and game_id = ${code}`,
  );
  return Number(rows.rows[0]?.node_id);
}

async function openSlot(session: string, code = PEARL?.code ?? '') {
  const token = await launchToken(t, session, HOUSE_VENDOR, await nodeOfSlot(code));
  const res = await t.app.inject({ method: 'POST', url: '/wps/house/slots/session', payload: { token } });
  return { token, session: res.json().value };
}

let spinCounter = 0;
async function spinOnce(
  token: string,
  lineBetCentavos: number,
  spinId = `spin-${++spinCounter}-${Date.now()}`,
) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/house/slots/spin',
    payload: { token, spinId, lineBetCentavos },
  });
}

const member = (session: string) => ({ token: session, ...SAME_ORIGIN });

describe('in-house slots (HOUSE vendor)', () => {
  it('the demo seed holds at least six distinct in-house slots, each a launchable game, and Crash', async () => {
    // The lotteries are the same vendor's too, in the ELOTT and LOTT categories (the lottery module's).
    const rows = await t.db.execute(
      sql`select game_id, classify from games where vendor_code = ${HOUSE_VENDOR} and enabled
          and category not in ('ELOTT', 'LOTT')`,
    );
    const codes = rows.rows.map((r) => String(r.game_id)).filter((code) => code !== CRASH_GAME_CODE);
    expect(codes.length).toBeGreaterThanOrEqual(6);
    for (const code of codes) expect(slotByCode(code)).toBeDefined();
    const crash = rows.rows.find((r) => r.game_id === CRASH_GAME_CODE);
    expect(crash?.classify).toEqual(['CRASH']);
  });

  it('R-API-63 launchGame answers the slot page URL with a launch token; the session shows the committed seed', async () => {
    const p = await fundedMember(t, 100);
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?vendor=${HOUSE_VENDOR}&nodeId=${await nodeOfSlot(PEARL.code)}`,
      headers: { token: p.token },
    });
    const url = new URL(res.json().value.url, 'http://site.example');
    expect(url.pathname).toBe('/m/house/slot');
    expect(url.searchParams.get('game')).toBe(PEARL.code);
    const { session } = await openSlot(p.token);
    expect(session).toMatchObject({
      gameCode: PEARL.code,
      currency: 'PHP',
      balanceCentavos: 10_000,
      userName: p.username,
    });
    expect(session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/u);
    expect(session.fairness.nonce).toBe(0);
  });

  it('H-3 a spin moves the bet and the win through the wallet, and a retried spin id answers the first result', async () => {
    const p = await fundedMember(t, 100);
    const { token } = await openSlot(p.token);
    const lineBet = PEARL.lineBetsCentavos[0] ?? 1;
    const first = await spinOnce(token, lineBet, 'same-spin');
    const spun = first.json().value as HouseSpinValue;
    expect(spun.betCentavos).toBe(totalBetCentavos(PEARL, lineBet));
    expect(spun.balanceCentavos).toBe(10_000 - spun.betCentavos + spun.winCentavos);
    const again = await spinOnce(token, lineBet, 'same-spin');
    expect(again.json()).toEqual(first.json());
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/wps/wallets/gcs',
      headers: { token: p.token },
    });
    expect(wallet.json().value.sumBalance).toBe(spun.balanceCentavos / 100);
    const round = await t.db.execute(
      sql`select bet_centavos, win_centavos, settled_at from game_rounds where round_ref = ${spun.roundId}`,
    );
    expect(Number(round.rows[0]?.bet_centavos)).toBe(spun.betCentavos);
    expect(Number(round.rows[0]?.win_centavos)).toBe(spun.winCentavos);
    expect(round.rows[0]?.settled_at).not.toBeNull();
  });

  it('H-3 every spin is reproduced from the revealed seeds: hash, stops and win', async () => {
    const p = await fundedMember(t, 200);
    const { token, session } = await openSlot(p.token);
    const spins: HouseSpinValue[] = [];
    for (let i = 0; i < 8; i++)
      spins.push((await spinOnce(token, PEARL.lineBetsCentavos[1] ?? 1)).json().value);
    expect(spins.map((s) => s.nonce)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const before = await t.app.inject({
      method: 'GET',
      url: `/wps/house/round?roundId=${spins[0]?.roundId}`,
      headers: member(p.token),
    });
    expect(before.json().value.serverSeed).toBeNull();

    const rotated = await t.app.inject({
      method: 'POST',
      url: '/wps/house/fairness/rotate',
      headers: member(p.token),
      payload: { clientSeed: 'my-lucky-seed' },
    });
    const fairness = rotated.json().value;
    expect(fairness.active).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(fairness.active.serverSeedHash).not.toBe(session.fairness.serverSeedHash);
    const revealed = fairness.revealed[0];
    expect(revealed).toMatchObject({ serverSeedHash: session.fairness.serverSeedHash, nextNonce: 8 });
    expect(await sha256Hex(revealed.serverSeed)).toBe(session.fairness.serverSeedHash);

    for (const s of spins) {
      const round = (
        await t.app.inject({
          method: 'GET',
          url: `/wps/house/round?roundId=${s.roundId}`,
          headers: member(p.token),
        })
      ).json().value;
      expect(round.serverSeed).toBe(revealed.serverSeed);
      const stops = await fairStops(PEARL, round.serverSeed, round.clientSeed, round.nonce);
      expect(stops).toEqual(s.stops);
      expect(evaluateSpin(PEARL, stops, round.lineBetCentavos).winCentavos).toBe(s.winCentavos);
    }
    const next = (await spinOnce(token, PEARL.lineBetsCentavos[0] ?? 1)).json().value;
    expect(next).toMatchObject({ nonce: 0, clientSeed: 'my-lucky-seed' });
  });

  it('running out of money: the spin is refused with the balance, and no nonce is used', async () => {
    const p = await fundedMember(t, 0);
    const { token } = await openSlot(p.token);
    const res = await spinOnce(token, PEARL.lineBetsCentavos[0] ?? 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 0 } });
    const fairness = await t.app.inject({
      method: 'GET',
      url: '/wps/house/fairness',
      headers: member(p.token),
    });
    expect(fairness.json().value.active.nonce).toBe(0);
  });

  it("a bet outside the game's line bets is refused, naming the field", async () => {
    const p = await fundedMember(t, 100);
    const { token } = await openSlot(p.token);
    const res = await spinOnce(token, 7);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'lineBetCentavos' } });
  });

  it('R-API-14 a trial account plays with its 2,000 demo credit, in DEMO only, at the same odds', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
      payload: {},
    });
    const session = trial.json().value.token as string;
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/wps/wallets/gcs',
      headers: { token: session },
    });
    expect(wallet.json().value).toMatchObject({ currency: 'DEMO', sumBalance: 2_000 });
    const { token, session: slot } = await openSlot(session);
    expect(slot).toMatchObject({ currency: 'DEMO', balanceCentavos: 200_000 });
    const spun = (await spinOnce(token, PEARL.lineBetsCentavos[0] ?? 1)).json().value as HouseSpinValue;
    expect(spun.balanceCentavos).toBe(200_000 - spun.betCentavos + spun.winCentavos);
    const php =
      await t.db.execute(sql`select count(*)::int as n from ledger_accounts a join members m on m.id = a.member_id
      where m.type = 4 and a.currency = 'PHP'`);
    expect(php.rows[0]?.n).toBe(0);
    const rounds = await t.db.execute(
      sql`select currency from game_rounds where round_ref = ${spun.roundId}`,
    );
    expect(rounds.rows[0]?.currency).toBe('DEMO');
  });

  it("S-20 a member cannot read another member's round, and sees only their own fairness", async () => {
    const a = await fundedMember(t, 100);
    const b = await fundedMember(t, 100);
    const { token } = await openSlot(a.token);
    const spun = (await spinOnce(token, PEARL.lineBetsCentavos[0] ?? 1)).json().value as HouseSpinValue;
    const peek = await t.app.inject({
      method: 'GET',
      url: `/wps/house/round?roundId=${spun.roundId}`,
      headers: member(b.token),
    });
    expect(peek.statusCode).toBe(404);
    const records = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_gameRecord',
      headers: { token: b.token },
    });
    expect(records.json().value.list).toEqual([]);
    const own = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_gameRecord',
      headers: { token: a.token },
    });
    expect(own.json().value.list[0]).toMatchObject({
      roundId: spun.roundId,
      vendor: HOUSE_VENDOR,
      verifiable: true,
    });
    const guest = await t.app.inject({ method: 'GET', url: '/wps/house/fairness' });
    expect(guest.statusCode).toBe(401);
  });

  it('H-3 ten parallel sends of one spin id all answer the one spin, and the bet moves once', async () => {
    const p = await fundedMember(t, 100);
    const { token } = await openSlot(p.token);
    const lineBet = PEARL.lineBetsCentavos[0] ?? 1;
    const answers = await Promise.all(Array.from({ length: 10 }, () => spinOnce(token, lineBet, 'raced')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const [first] = answers;
    for (const answer of answers) expect(answer.json()).toEqual(first?.json());
    const spun = first?.json().value as HouseSpinValue;
    const spins = await t.db.execute(
      sql`select count(*)::int as n from house_spins where member_id = ${p.memberId}`,
    );
    expect(Number(spins.rows[0]?.n)).toBe(1);
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/wps/wallets/gcs',
      headers: { token: p.token },
    });
    expect(wallet.json().value.sumBalance * 100).toBe(10_000 - spun.betCentavos + spun.winCentavos);
  });

  it('H-3 parallel seed rotations and spins all succeed and leave one active seed', async () => {
    const p = await fundedMember(t, 100);
    const { token } = await openSlot(p.token);
    const lineBet = PEARL.lineBetsCentavos[0] ?? 1;
    const rotations = Array.from({ length: 20 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/house/fairness/rotate',
        headers: member(p.token),
        payload: { clientSeed: `seed-${i}` },
      }),
    );
    const spins = Array.from({ length: 10 }, () => spinOnce(token, lineBet));
    const answers = await Promise.all([...rotations, ...spins]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const seeds = await t.db.execute(
      sql`select count(*) filter (where active)::int as active, count(*)::int as made
          from house_seeds where member_id = ${p.memberId}`,
    );
    expect(seeds.rows[0]).toMatchObject({ active: 1, made: 21 });
  });

  it('S-21 the books balance after the spins', async () => {
    expect(await ledgerTotals(t.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });
  });
});
