// Crash killed halfway through a round, in the PostgreSQL suite: the server runs as its own process
// and drives the rounds; players bet (some with automatic cash-outs), a few cash out by hand, and
// SIGKILL lands while the multiplier is rising. Started again, the server finishes that round from
// the database: every bet ends once, every win is paid once, and the books are at zero.
import { CRASH_GAME_CODE, HOUSE_VENDOR } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerChild, serverChild } from '../../../bench/ledger-server.js';
import { registerBody, uniqueName } from '../../../test/accounts.js';
import { type Answer, call, untilAnswered } from '../../../test/cashier-load.js';
import { chainWithFirstPoint, roundTimes, sleep, waitUntil } from '../../../test/crash.js';
import { openKillDatabase, type ScratchDatabase } from '../../../test/kill-database.js';
import type { Database } from '../../db/client.js';
import { adjustBalance, ledgerTotals } from '../wallet/index.js';

const PLAYERS = 12;
const STAKE = 1_000;

describe('Crash killed in the middle of a round (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let server: ServerChild;

  beforeAll(async () => {
    ({ scratch, database } = await openKillDatabase('crash_kill'));
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await scratch?.drop();
  });

  async function player(origin: string) {
    const username = uniqueName('crash');
    const registered = await call(origin, 'PUT', '/wps/member/register', registerBody(username));
    const session = registered.body?.value?.token as string;
    const { rows } = await database.db.execute(sql`select id from members where username = ${username}`);
    const memberId = Number(rows[0]?.id);
    await adjustBalance(database.db, memberId, 100_000, `crash-kill-${memberId}`);
    const node = await database.db.execute(
      sql`select node_id from games where vendor_code = ${HOUSE_VENDOR} and game_id = ${CRASH_GAME_CODE}`,
    );
    const launched = await call(
      origin,
      'GET',
      `/wps/game/launchGame?vendor=${HOUSE_VENDOR}&nodeId=${node.rows[0]?.node_id}`,
      undefined,
      session,
    );
    const url = new URL(String(launched.body?.value?.url), origin);
    return { memberId, token: url.searchParams.get('token') ?? '' };
  }

  it('R-GAMES-40 after SIGKILL mid-round, every bet is settled once and the books are at zero', async () => {
    // The first round crashes between 1.50× and 3.00×: the automatic 1.10× cash-outs win, the others' fate is the clock's.
    const { chain } = await chainWithFirstPoint(database.db, (cents) => cents >= 150 && cents <= 300);
    server = await serverChild(scratch.url, { CRASH_BETTING_MS: '8000', TRUST_PROXY: 'true' });
    await server.start();
    const { origin } = server;
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => player(origin)));
    const bets = await Promise.all(
      players.map((p, i) =>
        untilAnswered(() =>
          call(origin, 'POST', '/wps/house/crash/bet', {
            token: p.token,
            betId: `kill-${p.memberId}`,
            amountCentavos: STAKE,
            autoCashoutCents: i % 3 === 0 ? 110 : null,
          }),
        ),
      ),
    );
    for (const bet of bets) expect(bet.body?.success, JSON.stringify(bet.body)).toBe(true);
    const first = bets[0]?.body as { value?: { bet?: { roundId?: number } } } | null;
    const roundId = Number(first?.value?.bet?.roundId);
    const { rows: placed } = await database.db.execute(
      sql`select chain_id from crash_rounds where id = ${roundId}`,
    );
    expect(Number(placed[0]?.chain_id)).toBe(chain.id);
    const times = await roundTimes(database.db, roundId);

    // The round is running; some cash out by hand while SIGKILL lands.
    await waitUntil(times.startsAt + 200);
    const retries: (() => Promise<Answer>)[] = [];
    const cashOuts = players
      .filter((_, i) => i % 3 === 1)
      .map((p) => {
        const send = () => call(origin, 'POST', '/wps/house/crash/cashout', { token: p.token, roundId });
        return send().then((answer) => {
          if (answer.status === 0) retries.push(send);
          return answer;
        });
      });
    await sleep(30);
    await server.kill('SIGKILL');
    await Promise.all(cashOuts);
    await server.start();
    for (const retry of retries) await untilAnswered(retry);

    // The new process takes the loop over once the dead one's lease runs out, and settles the round.
    for (let waited = 0; ; waited += 250) {
      const { rows } = await database.db.execute(
        sql`select settled_at from crash_rounds where id = ${roundId}`,
      );
      if (rows[0]?.settled_at) break;
      if (waited > 60_000) throw new Error('the round was not settled after the restart');
      await sleep(250);
    }
    const { rows: ended } = await database.db.execute(
      sql`select member_id, status, auto_cashout_cents, cashout_cents, payout_centavos from crash_bets
          where round_id = ${roundId}`,
    );
    expect(ended).toHaveLength(PLAYERS);
    for (const bet of ended) {
      expect(['cashed', 'lost']).toContain(bet.status);
      if (bet.auto_cashout_cents !== null)
        expect(bet).toMatchObject({ status: 'cashed', cashout_cents: 110 });
      const { rows } = await database.db.execute(
        sql`select balance from ledger_accounts where member_id = ${bet.member_id} and currency = 'PHP'`,
      );
      expect(Number(rows[0]?.balance)).toBe(100_000 - STAKE + Number(bet.payout_centavos));
    }
    const { rows: wins } = await database.db.execute(
      sql`select count(*)::int as n from ledger_transfers where idempotency_key like ${`crash-${roundId}-%-win`}`,
    );
    expect(wins[0]?.n).toBe(ended.filter((bet) => Number(bet.payout_centavos) > 0).length);
    expect(await ledgerTotals(database.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });

    // The loop goes on with the next hash of the chain, never one already used.
    for (let waited = 0; ; waited += 250) {
      const { rows } = await database.db.execute(
        sql`select chain_index from crash_rounds where chain_id = ${chain.id} order by chain_index`,
      );
      if (rows.length >= 2) {
        expect(rows.map((row) => Number(row.chain_index)).slice(0, 2)).toEqual([1, 2]);
        break;
      }
      if (waited > 20_000) throw new Error('no round after the settled one');
      await sleep(250);
    }
  }, 180_000);
});
