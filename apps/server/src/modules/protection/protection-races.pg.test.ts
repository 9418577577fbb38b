// Player protection under races, in the PostgreSQL suite only (`npm run test:pg`): many bets and
// deposits of one player sent at once against the real server must not together pass a limit,
// since each takes the member's account lock before it counts what the period has used.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha } from '../../../test/accounts.js';
import { call, cashierPlayer, key, signedBet } from '../../../test/cashier-load.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addExternalVendor, launchToken, txId, type Vendor } from '../../../test/wallet.js';
import { adjustBalance, ledgerTotals } from '../wallet/index.js';

const PLAYERS = 4;
const PARALLEL = 16;

let t: TestApp;
let origin = '';
let vendor: Vendor;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('the race test runs on PostgreSQL: npm run test:pg');
  t = await startTestApp();
  await disableRegisterCaptcha(t);
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  vendor = await addExternalVendor(t, 'LIMITRACE');
});
afterAll(async () => {
  await t?.close();
});

const limit = (token: string, kind: string, period: string, value: number) =>
  call(origin, 'POST', '/wps/protection/limit', { kind, period, value }, token);

describe('limits under parallel bets and deposits (PostgreSQL)', () => {
  it('H-6 sixteen parallel bets take a loss limit exactly to its end and no further; the books stay at zero', async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => cashierPlayer(origin, i)));
    for (const p of players) {
      await adjustBalance(t.db, p.memberId, 100_000, `limit-race-${p.memberId}`);
      // 5 pesos: five bets of 1 peso fit, whatever order they arrive in.
      expect((await limit(p.token, 'loss', 'day', 5)).status).toBe(200);
      expect((await limit(p.token, 'wager', 'week', 1000)).status).toBe(200);
    }
    const answers = await Promise.all(
      players.map(async (p) => {
        const token = await launchToken(t, p.token, vendor.code, vendor.nodeId);
        return Promise.all(
          Array.from({ length: PARALLEL }, () =>
            signedBet(origin, vendor, {
              playerId: String(p.memberId),
              token,
              transactionId: txId(),
              roundId: txId('r'),
              gameId: vendor.gameId,
              amount: 100,
            }),
          ),
        );
      }),
    );
    for (const [i, p] of players.entries()) {
      const taken = answers[i]?.filter((answer) => answer.status === 200) ?? [];
      const refused = answers[i]?.filter((answer) => answer.body?.code === 'INSUFFICIENT_FUNDS') ?? [];
      expect(taken.length).toBe(5);
      expect(refused.length).toBe(PARALLEL - 5);
      const bets = await t.db.execute(
        sql`select count(*)::int as n, sum(amount)::int as total from ledger_transfers where member_id = ${p.memberId} and kind = 'bet'`,
      );
      expect(bets.rows[0]).toMatchObject({ n: 5, total: 500 });
    }
    const totals = await ledgerTotals(t.db);
    expect(totals).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0, accountsOffEntries: 0 });
  });

  it('H-6 parallel deposit orders cannot together pass a daily deposit limit', async () => {
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, (_, i) => cashierPlayer(origin, 10 + i)),
    );
    for (const p of players) expect((await limit(p.token, 'deposit', 'day', 1000)).status).toBe(200);
    const answers = await Promise.all(
      players.map((p) =>
        Promise.all(
          Array.from({ length: 8 }, () =>
            call(
              origin,
              'POST',
              '/wps/relay/MCS2_depositManualTransfer',
              { amount: 300, depositorName: 'Race Player', transferRef: key('REF'), requestId: key('dep') },
              p.token,
            ),
          ),
        ),
      ),
    );
    for (const [i, p] of players.entries()) {
      const codes = answers[i]?.map((answer) => (answer.status === 200 ? 'ok' : answer.body?.code)) ?? [];
      expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
      expect(codes.filter((code) => code === 'DEPOSIT_LIMIT_REACHED')).toHaveLength(5);
      const orders = await t.db.execute(
        sql`select sum(amount)::int as total from deposit_orders where member_id = ${p.memberId}`,
      );
      expect(orders.rows[0]?.total).toBe(90_000);
    }
  });
});
