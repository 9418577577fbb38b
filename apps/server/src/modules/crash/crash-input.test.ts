import { CRASH_RULES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, SAME_ORIGIN } from '../../../test/accounts.js';
import {
  bet,
  cashOut,
  chainWithFirstPoint,
  crashToken,
  roundTimes,
  tickDeps,
  waitUntil,
} from '../../../test/crash.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';
import { openNextRound } from './open-round.js';
import { crashTick } from './tick.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LONG_BETTING_MS = 60_000;

describe('Crash: bad input, retries, trial accounts', () => {
  // First in the file: it needs the first round, which opens now; the others keep their rounds open.
  it('R-API-14 R-GAMES-40 a trial account plays Crash with its demo credit, never real money', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
      payload: {},
    });
    const token = await crashToken(t, trial.json().value.token as string);
    const session = await t.app.inject({
      method: 'POST',
      url: '/wps/house/crash/session',
      payload: { token },
    });
    expect(session.json().value).toMatchObject({ currency: 'DEMO', balanceCentavos: 200_000 });
    const { deps } = tickDeps(t.db, 1_000);
    await chainWithFirstPoint(t.db, (cents) => cents >= 130 && cents <= 200);
    await crashTick(deps, Date.now());
    const placed = await bet(t, token, 10_000, 120);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.balanceCentavos).toBe(190_000);
    const times = await roundTimes(t.db, placed.json().value.bet.roundId);
    for (const at of [times.startsAt, times.crashesAt, times.crashesAt + 600]) {
      await waitUntil(at + 1);
      await crashTick(deps, Date.now());
    }
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/wps/wallets/gcs',
      headers: { token: trial.json().value.token },
    });
    expect(wallet.json().value).toMatchObject({ currency: 'DEMO', sumBalance: 2_020 });
    const php = await t.db.execute(
      sql`select count(*)::int as n from ledger_accounts a join members m on m.id = a.member_id
          where m.type = 4 and a.currency = 'PHP'`,
    );
    expect(php.rows[0]?.n).toBe(0);
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0 });
  }, 30_000);

  it('R-GAMES-40 refuses bad bets with a code and the field, and takes nothing', async () => {
    const p = await fundedMember(t, 50);
    const token = await crashToken(t, p.token);
    await openNextRound(t.db, Date.now(), LONG_BETTING_MS);
    const refusals: [Promise<{ statusCode: number; json(): unknown }>, number, string, string][] = [
      [bet(t, token, CRASH_RULES.minBetCentavos - 1), 400, 'VALIDATION_ERROR', 'amountCentavos'],
      [bet(t, token, CRASH_RULES.maxBetCentavos + 1), 400, 'VALIDATION_ERROR', 'amountCentavos'],
      [bet(t, token, 1_000, 100), 400, 'VALIDATION_ERROR', 'autoCashoutCents'],
      [bet(t, token, 1_000, CRASH_RULES.maxMultiplierCents + 1), 400, 'VALIDATION_ERROR', 'autoCashoutCents'],
      [bet(t, 'x'.repeat(43), 1_000), 401, 'TOKEN_EXPIRED', 'token'],
      [bet(t, token, 6_000), 409, 'INSUFFICIENT_FUNDS', 'amount'],
      [cashOut(t, token, 1), 409, 'NO_OPEN_BET', 'roundId'],
    ];
    for (const [call, status, code, field] of refusals) {
      const res = await call;
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, value: { field } });
    }
    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/wps/house/crash/bet',
      payload: { token, betId: 'b1', amountCentavos: 1_000, extra: 1 },
    });
    expect(unknownField.statusCode).toBe(400);
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n from crash_bets where member_id = ${p.memberId}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('R-GAMES-40 a retried bet answers the first; a second bet in the round and an early cash-out are refused', async () => {
    const p = await fundedMember(t, 100);
    const token = await crashToken(t, p.token);
    await openNextRound(t.db, Date.now(), LONG_BETTING_MS);
    const first = await bet(t, token, 2_000, 200, 'same-bet');
    const again = await bet(t, token, 2_000, 200, 'same-bet');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json().value.bet).toEqual(first.json().value.bet);
    expect(again.json().value.balanceCentavos).toBe(8_000);
    expect((await bet(t, token, 1_000)).json()).toMatchObject({ code: 'ALREADY_BET' });
    const early = await cashOut(t, token, first.json().value.bet.roundId);
    expect(early.json()).toMatchObject({ code: 'CONFLICT', value: { field: 'roundId' } });
  });
});
