// The house lottery under races, in the PostgreSQL suite only: parallel orders of one player must
// never together spend more than the balance, a retried order id makes one order, parallel
// cancellations refund a sub-order once, and cancellations racing the close and the settlement
// leave every sub-order either refunded or settled, never both.
// An official draw confirmed by several operators and cancelled at the same time settles or refunds,
// once; so does a pick-6 lotto draw confirmed by several operators, each typing the numbers in
// another order.
import { LOTTERY_OFFICIAL_2D, LOTTERY_PICK2, LOTTO_649, lotteryNumbers } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha } from '../../../test/accounts.js';
import { call, cashierPlayer } from '../../../test/cashier-load.js';
import { sleep } from '../../../test/crash.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { orderId, testDraw, testOfficialDraw } from '../../../test/lottery.js';
import { ledgerBalanceOf } from '../../../test/wallet.js';
import { runOpsCommand } from '../../ops/commands.js';
import { localBus } from '../live/index.js';
import { adjustBalance, ledgerTotals } from '../wallet/index.js';
import { settleDueDraws } from './settle-draw.js';

let t: TestApp;
let origin = '';
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('the race test runs on PostgreSQL: npm run test:pg');
  t = await startTestApp();
  await disableRegisterCaptcha(t);
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const balanceOf = (memberId: number) => ledgerBalanceOf(t, memberId);
const sub = (pick: string, unitCentavos = 1_000) => ({
  betType: 'straight' as const,
  pick,
  unitCentavos,
  multiplier: 1,
});

describe('house lottery orders and cancellations in parallel (PostgreSQL)', () => {
  it('R-API-72 parallel orders never overspend, a retried order is one order, a cancel refunds once', async () => {
    const p = await cashierPlayer(origin, 0);
    await adjustBalance(t.db, p.memberId, 5_000, `lottery-race-${p.memberId}`);
    const draw = await testDraw(t.db, LOTTERY_PICK2.code, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + MINUTE,
    });
    const place = (id: string, pick: string) =>
      call(
        origin,
        'POST',
        '/lgw/orders/place',
        { orderId: id, gameId: LOTTERY_PICK2.code, drawNo: draw.drawNo, subOrders: [sub(pick)] },
        p.token,
      );
    // Twelve orders of ₱10 against ₱50: exactly five are taken.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => place(orderId(), String(10 + i))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body?.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(p.memberId)).toBe(0);
    // The same order id sent eight times at once: one order, one stake.
    await adjustBalance(t.db, p.memberId, 1_000, `lottery-race-more-${p.memberId}`);
    const same = orderId();
    const retries = await Promise.all(Array.from({ length: 8 }, () => place(same, '77')));
    for (const r of retries) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(
      new Set(retries.map((r) => (r.body?.value?.order as { orderId: number } | undefined)?.orderId)).size,
    ).toBe(1);
    expect(await balanceOf(p.memberId)).toBe(0);
    // One sub-order cancelled by eight parallel calls: one refund.
    const firstOrder = retries[0]?.body?.value?.order as { subOrders: { id: number }[] } | undefined;
    const subId = Number(firstOrder?.subOrders[0]?.id);
    const cancels = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(origin, 'POST', '/lgw/orders/suborders/cancel', { subOrderIds: [subId] }, p.token),
      ),
    );
    expect(cancels.filter((c) => c.status === 200)).toHaveLength(1);
    for (const c of cancels.filter((x) => x.status !== 200)) expect(c.body?.code).toBe('NOT_CANCELLABLE');
    expect(await balanceOf(p.memberId)).toBe(1_000);
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  });

  it('R-API-72 cancellations racing the close and the settlement: each sub-order refunded or settled, once', async () => {
    const players = await Promise.all([1, 2, 3, 4].map((i) => cashierPlayer(origin, i)));
    const seed = 'd'.repeat(64);
    const closeIn = 3_000;
    const draw = await testDraw(t.db, LOTTERY_PICK2.code, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + MINUTE,
      seed,
    });
    const numbers = await lotteryNumbers(seed, LOTTERY_PICK2.code, draw.drawNo, 2);
    const subIds = new Map<number, number[]>();
    for (const p of players) {
      await adjustBalance(t.db, p.memberId, 100_000, `lottery-race-${p.memberId}`);
      const picks = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? numbers : String(10 + i)));
      const placed = await call(
        origin,
        'POST',
        '/lgw/orders/place',
        {
          orderId: orderId(),
          gameId: LOTTERY_PICK2.code,
          drawNo: draw.drawNo,
          subOrders: picks.map((pick) => sub(pick, 100)),
        },
        p.token,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      subIds.set(
        p.memberId,
        (placed.body?.value?.order as { subOrders: { id: number }[] } | undefined)?.subOrders.map(
          (s) => s.id,
        ) ?? [],
      );
    }
    const closesAt = Date.now() + closeIn;
    await t.db.execute(sql`update lottery_draws set closes_at = ${new Date(closesAt).toISOString()},
      draw_at = ${new Date(closesAt).toISOString()} where id = ${draw.id}`);
    // Each sub-order cancelled on its own, spread over the moment of the close, while the settlement tries.
    const cancels: Promise<unknown>[] = [];
    for (const p of players)
      for (const [i, id] of (subIds.get(p.memberId) ?? []).entries())
        cancels.push(
          sleep(closeIn - 1_500 + i * 100).then(() =>
            call(origin, 'POST', '/lgw/orders/suborders/cancel', { subOrderIds: [id] }, p.token),
          ),
        );
    const settling = (async () => {
      while (Date.now() < closesAt + 2_500) {
        await settleDueDraws({ db: t.db, bus: localBus() }, Date.now());
        await sleep(20);
      }
    })();
    const answered = (await Promise.all(cancels)) as { status: number; body: { code?: string } | null }[];
    await settling;
    // A settlement that met a cancellation's lock on the draw skipped it; the loop comes back, as here.
    await settleDueDraws({ db: t.db, bus: localBus() }, Date.now());
    const codes = answered.map((a) => a.body?.code ?? a.status);
    const { rows } = await t.db.execute(sql`
      select s.id, s.member_id, s.status, s.stake_centavos, s.payout_centavos,
        (select count(*)::int from ledger_transfers r where r.scope = 'lottery' and r.idempotency_key = 'sub-' || s.id || '-refund') as refunds,
        (select count(*)::int from ledger_transfers w where w.scope = 'lottery' and w.idempotency_key = 'sub-' || s.id || '-win') as wins
      from lottery_sub_orders s where s.draw_id = ${draw.id}`);
    expect(rows).toHaveLength(80);
    const statuses = new Set(rows.map((row) => row.status));
    expect(statuses.has('cancelled'), JSON.stringify(codes)).toBe(true);
    expect(statuses.has('won') || statuses.has('lost')).toBe(true);
    for (const row of rows) {
      expect(row.status).not.toBe('pending');
      expect(row.refunds).toBe(row.status === 'cancelled' ? 1 : 0);
      expect(row.wins).toBe(row.status === 'won' ? 1 : 0);
    }
    for (const p of players) {
      const mine = rows.filter((row) => Number(row.member_id) === p.memberId);
      const net = mine.reduce(
        (sum, row) =>
          sum + (row.status === 'cancelled' ? 0 : Number(row.payout_centavos) - Number(row.stake_centavos)),
        0,
      );
      expect(await balanceOf(p.memberId)).toBe(100_000 + net);
    }
    expect(await ledgerTotals(t.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });
  }, 60_000);

  it('an official draw confirmed by several operators at once settles once, and a cancel racing them refunds nothing paid', async () => {
    const p = await cashierPlayer(origin, 0);
    await adjustBalance(t.db, p.memberId, 10_000, `lottery-race-official-${p.memberId}`);
    const game = LOTTERY_OFFICIAL_2D.code;
    const draw = await testOfficialDraw(t.db, game, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + MINUTE,
    });
    const placed = await call(
      origin,
      'POST',
      '/lgw/orders/place',
      { orderId: orderId(), gameId: game, drawNo: draw.drawNo, subOrders: [sub('42'), sub('24'), sub('13')] },
      p.token,
    );
    expect(placed.body?.success, JSON.stringify(placed.body)).toBe(true);
    await t.db.execute(sql`update lottery_draws set closes_at = now() - interval '1 minute',
      draw_at = now() - interval '1 second' where id = ${draw.id}`);
    const no = String(draw.drawNo);
    await runOpsCommand(t.db, ['lottery', 'result', game, no, '42', '--by', 'ana']);
    const outcome = (args: string[]) =>
      runOpsCommand(t.db, args).then(
        () => args[1] ?? '',
        (error: Error) => `refused: ${error.message}`,
      );
    // Four confirmations and a cancellation, each on its own connection of the pool, at once.
    const outcomes = await Promise.all([
      ...['ben', 'cruz', 'dina', 'eli'].map((by) =>
        outcome(['lottery', 'confirm', game, no, '42', '--by', by]),
      ),
      outcome(['lottery', 'cancel-draw', game, no, '--by', 'fe', '--reason', 'race']),
    ]);
    const done = outcomes.filter((o) => !o.startsWith('refused'));
    expect(done, outcomes.join('\n')).toHaveLength(1);
    const { rows } = await t.db.execute(sql`
      select d.status, count(*) filter (where s.status = 'won')::int as won,
        count(*) filter (where s.status = 'cancelled')::int as cancelled,
        count(*) filter (where s.status = 'pending')::int as pending
      from lottery_draws d join lottery_sub_orders s on s.draw_id = d.id where d.id = ${draw.id} group by d.status`);
    if (done[0] === 'confirm')
      expect(rows[0]).toMatchObject({ status: 'settled', won: 1, cancelled: 0, pending: 0 });
    else expect(rows[0]).toMatchObject({ status: 'cancelled', won: 0, cancelled: 3, pending: 0 });
    const { rows: moves } = await t.db.execute(sql`
      select kind, count(*)::int as n from ledger_transfers where round_ref = ${`lottery-draw-${draw.id}`}
      group by kind order by kind`);
    expect(moves).toEqual(
      done[0] === 'confirm'
        ? [
            { kind: 'bet', n: 3 },
            { kind: 'win', n: 1 },
          ]
        : [
            { kind: 'bet', n: 3 },
            { kind: 'rollback', n: 3 },
          ],
    );
    expect(await balanceOf(p.memberId)).toBe(done[0] === 'confirm' ? 7_000 + 90_000 : 10_000);
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  });

  it('a lotto 6/49 draw confirmed by several operators at once, the numbers in any order, settles each tier once', async () => {
    const p = await cashierPlayer(origin, 0);
    await adjustBalance(t.db, p.memberId, 10_000, `lottery-race-lotto-${p.memberId}`);
    const game = LOTTO_649.code;
    const draw = await testOfficialDraw(t.db, game, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + MINUTE,
    });
    // 6, 4 and 3 of the draw 5 11 23 30 41 49, and one with 2: ₱1 each.
    const tickets = ['49-41-30-23-11-5', '5-11-23-30-1-2', '5-11-23-1-2-3', '5-11-1-2-3-4'];
    const placed = await call(
      origin,
      'POST',
      '/lgw/orders/place',
      {
        orderId: orderId(),
        gameId: game,
        drawNo: draw.drawNo,
        subOrders: tickets.map((pick) => ({ betType: 'lotto6', pick, unitCentavos: 100, multiplier: 1 })),
      },
      p.token,
    );
    expect(placed.body?.success, JSON.stringify(placed.body)).toBe(true);
    await t.db.execute(sql`update lottery_draws set closes_at = now() - interval '1 minute',
      draw_at = now() - interval '1 second' where id = ${draw.id}`);
    const no = String(draw.drawNo);
    await runOpsCommand(t.db, [
      'lottery',
      'result',
      game,
      no,
      '5',
      '11',
      '23',
      '30',
      '41',
      '49',
      '--by',
      'ana',
    ]);
    const outcome = (args: string[]) =>
      runOpsCommand(t.db, args).then(
        () => 'done',
        (error: Error) => `refused: ${error.message}`,
      );
    const typed = ['49 41 30 23 11 5', '05-11-23-30-41-49', '11,5,23,30,49,41', '5 11 23 30 41 49'];
    const outcomes = await Promise.all(
      ['ben', 'cruz', 'dina', 'eli'].map((by, i) =>
        outcome(['lottery', 'confirm', game, no, typed[i] ?? '', '--by', by]),
      ),
    );
    expect(
      outcomes.filter((o) => o === 'done'),
      outcomes.join('\n'),
    ).toHaveLength(1);
    for (const o of outcomes.filter((o) => o !== 'done')) expect(o).toMatch(/settled already/);
    const { rows } = await t.db.execute(sql`
      select s.status, s.payout_centavos from lottery_sub_orders s where s.draw_id = ${draw.id} order by s.id`);
    // 6 matched: 200,000 × ₱1; 4: 175 × ₱1; 3: 16 × ₱1; 2: nothing.
    expect(rows.map((row) => [row.status, Number(row.payout_centavos)])).toEqual([
      ['won', 20_000_000],
      ['won', 17_500],
      ['won', 1_600],
      ['lost', 0],
    ]);
    const { rows: moves } = await t.db.execute(sql`
      select kind, count(*)::int as n from ledger_transfers where round_ref = ${`lottery-draw-${draw.id}`}
      group by kind order by kind`);
    expect(moves).toEqual([
      { kind: 'bet', n: 4 },
      { kind: 'win', n: 3 },
    ]);
    expect(await balanceOf(p.memberId)).toBe(10_000 - 400 + 20_000_000 + 17_500 + 1_600);
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  });
});
