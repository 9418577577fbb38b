// A house draw killed in the middle of its settlement, in the PostgreSQL suite: the server runs as
// its own process, players hold thousands of tickets on one draw, and SIGKILL lands while the
// settlement's transaction is running. Started again, the server settles the draw from the database:
// every ticket is settled once, every win is paid once, and the books are at zero. An official draw
// likewise, killed in the operator command that confirms its result and settles it, then run again.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LOTTERY_LIMITS,
  LOTTERY_OFFICIAL_3D,
  LOTTERY_PICK3,
  lotteryNumbers,
  lotteryPayoutCentavos,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerChild, serverChild } from '../../../bench/ledger-server.js';
import { registerBody, uniqueName } from '../../../test/accounts.js';
import { call, untilAnswered } from '../../../test/cashier-load.js';
import { sleep } from '../../../test/crash.js';
import { openKillDatabase, type ScratchDatabase } from '../../../test/kill-database.js';
import { orderId, testDraw, testOfficialDraw } from '../../../test/lottery.js';
import type { Database } from '../../db/client.js';
import { runOpsCommand } from '../../ops/commands.js';
import { REPO_ROOT } from '../../paths.js';
import { adjustBalance, ledgerTotals } from '../wallet/index.js';

const PLAYERS = 12;
const ORDERS_EACH = 13;
const FUNDS = 1_000_000;
const UNIT = 100;

describe('a house draw killed in the middle of its settlement (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let server: ServerChild;

  beforeAll(async () => {
    ({ scratch, database } = await openKillDatabase('lottery_kill'));
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await scratch?.drop();
  });

  async function player(origin: string) {
    const username = uniqueName('lotto');
    const registered = await call(origin, 'PUT', '/wps/member/register', registerBody(username));
    const token = registered.body?.value?.token as string;
    const { rows } = await database.db.execute(sql`select id from members where username = ${username}`);
    const memberId = Number(rows[0]?.id);
    await adjustBalance(database.db, memberId, FUNDS, `lottery-kill-${memberId}`);
    return { memberId, token };
  }

  it('after SIGKILL mid-settlement, every ticket is settled once and the books are at zero', async () => {
    const seed = `${'c0ffee'.repeat(10).slice(0, 60)}beef`;
    const draw = await testDraw(database.db, LOTTERY_PICK3.code, {
      closesAt: Date.now() + 10 * 60_000,
      drawAt: Date.now() + 10 * 60_000,
      seed,
    });
    const numbers = await lotteryNumbers(seed, LOTTERY_PICK3.code, draw.drawNo, 3);
    server = await serverChild(scratch.url, { LOTTERY_LOOP_MS: '100', TRUST_PROXY: 'true' });
    await server.start();
    const { origin } = server;
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => player(origin)));
    // About half the tickets win (the right first or last digit), so the settlement pays thousands.
    const ticket = (i: number) => {
      const digit = i % 10;
      if (i % 4 === 0) return { betType: 'first' as const, pick: numbers[0] ?? '0' };
      if (i % 4 === 1) return { betType: 'last' as const, pick: numbers[2] ?? '0' };
      if (i % 4 === 2) return { betType: 'straight' as const, pick: `${digit}${digit}${(digit + 1) % 10}` };
      return { betType: 'first' as const, pick: String(digit) };
    };
    let n = 0;
    for (let round = 0; round < ORDERS_EACH; round++) {
      const answers = await Promise.all(
        players.map((p) => {
          const subOrders = Array.from({ length: LOTTERY_LIMITS.maxSubOrders }, () => ({
            ...ticket(n++),
            unitCentavos: UNIT,
            multiplier: 1 + (n % 3),
          }));
          const body = { orderId: orderId(), gameId: LOTTERY_PICK3.code, drawNo: draw.drawNo, subOrders };
          return untilAnswered(() => call(origin, 'POST', '/lgw/orders/place', body, p.token));
        }),
      );
      for (const answer of answers) expect(answer.body?.success, JSON.stringify(answer.body)).toBe(true);
    }
    const tickets = PLAYERS * ORDERS_EACH * LOTTERY_LIMITS.maxSubOrders;
    expect(tickets).toBeGreaterThanOrEqual(3_000);

    // The draw is due now; SIGKILL lands while its settlement's statement is running.
    await database.db.execute(
      sql`update lottery_draws set closes_at = now(), draw_at = now() + interval '1 second' where id = ${draw.id}`,
    );
    let caught = false;
    for (let waited = 0; waited < 20_000 && !caught; waited += 2) {
      const { rows } = await database.db.execute(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
          and (query like '%lateral ledger_post%' or query like '%with settled as%')`);
      if (Number(rows[0]?.n) > 0) caught = true;
      else await sleep(2);
    }
    expect(caught, 'the settlement was never seen running').toBe(true);
    await server.kill('SIGKILL');
    // Nothing of the killed settlement is left: the draw is still open, no ticket settled.
    for (let waited = 0; ; waited += 100) {
      const { rows } = await database.db.execute(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`);
      if (Number(rows[0]?.n) === 0 || waited > 30_000) break;
      await sleep(100);
    }
    const half = await database.db.execute(sql`
      select d.status, (select count(*)::int from lottery_sub_orders s where s.draw_id = d.id and s.status <> 'pending') as done
      from lottery_draws d where d.id = ${draw.id}`);
    expect(half.rows[0]).toMatchObject({ status: 'open', done: 0 });

    await server.start();
    for (let waited = 0; ; waited += 250) {
      const { rows } = await database.db.execute(sql`select status from lottery_draws where id = ${draw.id}`);
      if (rows[0]?.status === 'settled') break;
      if (waited > 60_000) throw new Error('the draw was not settled after the restart');
      await sleep(250);
    }
    const { rows: settled } = await database.db.execute(sql`
      select id, member_id, bet_type, pick, stake_centavos, status, payout_centavos from lottery_sub_orders
      where draw_id = ${draw.id}`);
    expect(settled).toHaveLength(tickets);
    const wonBy = new Map<number, number>();
    let winners = 0;
    for (const row of settled) {
      const expected = lotteryPayoutCentavos(
        LOTTERY_PICK3,
        row.bet_type as 'first',
        String(row.pick),
        Number(row.stake_centavos),
        numbers,
      );
      expect(row.status).toBe(expected > 0 ? 'won' : 'lost');
      expect(Number(row.payout_centavos)).toBe(expected);
      if (expected > 0) winners++;
      wonBy.set(
        Number(row.member_id),
        (wonBy.get(Number(row.member_id)) ?? 0) + expected - Number(row.stake_centavos),
      );
    }
    expect(winners).toBeGreaterThan(tickets / 3);
    const { rows: wins } = await database.db.execute(sql`
      select count(*)::int as n, count(distinct idempotency_key)::int as keys from ledger_transfers
      where scope = 'lottery' and kind = 'win' and round_ref = ${`lottery-draw-${draw.id}`}`);
    expect(wins[0]).toMatchObject({ n: winners, keys: winners });
    for (const p of players) {
      const { rows } = await database.db.execute(
        sql`select balance from ledger_accounts where member_id = ${p.memberId} and currency = 'PHP'`,
      );
      expect(Number(rows[0]?.balance)).toBe(FUNDS + (wonBy.get(p.memberId) ?? 0));
    }
    expect(await ledgerTotals(database.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });
  }, 300_000);
  /** `npm run ops -- ARGS` against the scratch database, as its own process. */
  function opsChild(args: string[]) {
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/ops/cli.ts', ...args],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          DATABASE_URL: scratch.url,
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lottery-ops-')),
          LOG_LEVEL: 'warn',
        },
      },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, exited };
  }

  it('an official draw: the confirming command killed mid-settlement, run again, settles every ticket once', async () => {
    const game = LOTTERY_OFFICIAL_3D;
    const numbers = '407';
    await database.db.execute(
      sql`insert into lottery_games (code) values (${game.code}) on conflict do nothing`,
    );
    const draw = await testOfficialDraw(database.db, game.code, {
      closesAt: Date.now() + 10 * 60_000,
      drawAt: Date.now() + 20 * 60_000,
    });
    server ??= await serverChild(scratch.url, { LOTTERY_LOOP_MS: '100', TRUST_PROXY: 'true' });
    await server.start();
    const { origin } = server;
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => player(origin)));
    // Two tickets in three win (the straight and one of its orders), so the settlement pays thousands.
    const ticket = (i: number) => {
      const digit = i % 10;
      if (i % 3 === 0) return { betType: 'straight' as const, pick: numbers };
      if (i % 3 === 1) return { betType: 'rambolito' as const, pick: '740' };
      return { betType: 'straight' as const, pick: `${digit}${digit}${(digit + 1) % 10}` };
    };
    let n = 0;
    for (let round = 0; round < ORDERS_EACH; round++) {
      const answers = await Promise.all(
        players.map((p) => {
          const subOrders = Array.from({ length: LOTTERY_LIMITS.maxSubOrders }, () => ({
            ...ticket(n++),
            unitCentavos: UNIT,
            multiplier: 1 + (n % 3),
          }));
          const body = { orderId: orderId(), gameId: game.code, drawNo: draw.drawNo, subOrders };
          return untilAnswered(() => call(origin, 'POST', '/lgw/orders/place', body, p.token));
        }),
      );
      for (const answer of answers) expect(answer.body?.success, JSON.stringify(answer.body)).toBe(true);
    }
    const tickets = PLAYERS * ORDERS_EACH * LOTTERY_LIMITS.maxSubOrders;

    // The draw has happened; the server's loop (running every 100 ms) leaves it alone.
    await database.db.execute(
      sql`update lottery_draws set closes_at = now() - interval '30 minutes', draw_at = now() where id = ${draw.id}`,
    );
    await runOpsCommand(database.db, [
      'lottery',
      'result',
      game.code,
      String(draw.drawNo),
      numbers,
      '--by',
      'ana',
    ]);
    await sleep(500);
    const waiting = await database.db.execute(sql`select status from lottery_draws where id = ${draw.id}`);
    expect(waiting.rows[0]?.status).toBe('open');

    // The second operator's confirmation is SIGKILLed while its settlement statement runs.
    const confirm = ['lottery', 'confirm', game.code, String(draw.drawNo), numbers, '--by', 'ben'];
    const first = opsChild(confirm);
    let caught = false;
    for (let waited = 0; waited < 60_000 && !caught; waited += 2) {
      const { rows } = await database.db.execute(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
          and (query like '%lateral ledger_post%' or query like '%with settled as%')`);
      if (Number(rows[0]?.n) > 0) caught = true;
      else await sleep(2);
    }
    expect(caught, 'the settlement was never seen running').toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    for (let waited = 0; ; waited += 100) {
      const { rows } = await database.db.execute(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null
          and application_name not like 'pgbench%' and (query like '%lottery%' or query like '%ledger_post%')`);
      if (Number(rows[0]?.n) === 0 || waited > 30_000) break;
      await sleep(100);
    }
    const half = await database.db.execute(sql`
      select d.status, (select count(*)::int from lottery_sub_orders s where s.draw_id = d.id and s.status <> 'pending') as done,
        (select status from lottery_results r where r.draw_id = d.id and r.status <> 'voided') as result
      from lottery_draws d where d.id = ${draw.id}`);
    expect(half.rows[0]).toMatchObject({ status: 'open', done: 0, result: 'proposed' });

    // Run again, it settles the draw; a third run finds it settled and changes nothing.
    expect(await opsChild(confirm).exited).toBe(0);
    expect(await opsChild(confirm).exited).toBe(2);
    const { rows: settled } = await database.db.execute(sql`
      select member_id, bet_type, pick, stake_centavos, status, payout_centavos from lottery_sub_orders
      where draw_id = ${draw.id}`);
    expect(settled).toHaveLength(tickets);
    let winners = 0;
    for (const row of settled) {
      const expected = lotteryPayoutCentavos(
        game,
        row.bet_type as 'straight',
        String(row.pick),
        Number(row.stake_centavos),
        numbers,
      );
      expect(row.status).toBe(expected > 0 ? 'won' : 'lost');
      expect(Number(row.payout_centavos)).toBe(expected);
      if (expected > 0) winners++;
    }
    expect(winners).toBeGreaterThan(tickets / 2);
    const { rows: wins } = await database.db.execute(sql`
      select count(*)::int as n, count(distinct idempotency_key)::int as keys from ledger_transfers
      where scope = 'lottery' and kind = 'win' and round_ref = ${`lottery-draw-${draw.id}`}`);
    expect(wins[0]).toMatchObject({ n: winners, keys: winners });
    const { rows: result } = await database.db.execute(
      sql`select status, proposed_by, decided_by from lottery_results where draw_id = ${draw.id}`,
    );
    expect(result).toEqual([{ status: 'confirmed', proposed_by: 'ana', decided_by: 'ben' }]);
    expect(await ledgerTotals(database.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });
  }, 300_000);
});
