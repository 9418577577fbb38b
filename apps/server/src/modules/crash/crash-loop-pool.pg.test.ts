// Crash's round loop while requests hold every connection of the pool, in the PostgreSQL suite.
// Under a burst of bets the loop used to wait for a pooled connection behind hundreds of bet
// transactions, and rounds started and crashed seconds late; it now has a connection of its own.
// Here the pool is held for the whole test, and the loop must still take its lease, open a round,
// start it, crash it, settle it and open the next. Nothing here is judged by the clock: with the
// loop on the pool, none of it could happen at all until the pool was let go.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainWithFirstPoint, sleep } from '../../../test/crash.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { ledgerTotals } from '../wallet/index.js';

/** The request pool's size (db/client.ts). */
const POOL_MAX = 20;

interface RoundRow {
  chain_index: number;
  phase: string;
  settled: boolean;
}

describe('Crash round loop beside a saturated pool (PostgreSQL)', () => {
  let t: TestApp;
  let chainId = 0;
  // A connection of the test's own, outside the app's pools, to look at the rounds and to hand
  // the loop its lease.
  let observer: pg.Client;
  // Lets the held requests go: at the end of the test, or at once when it fails.
  let letGo = () => {};

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error('this test runs on PostgreSQL: npm run test:pg');
    t = await startTestApp({
      env: { CRASH_LOOP_MS: '50', CRASH_BETTING_MS: '500' },
      prepare: async (db) => {
        // The first two rounds crash by 1.10×, so the test waits seconds, not minutes.
        ({
          chain: { id: chainId },
        } = await chainWithFirstPoint(db, (cents) => cents <= 110, 20, 2));
        // Another node holds the loop's lease, so no round opens before the pool is taken.
        await db.execute(sql`
          insert into crash_loop_lease (id, owner, lease_until) values (1, 'another node', now() + interval '1 hour')
          on conflict (id) do update set owner = excluded.owner, lease_until = excluded.lease_until`);
      },
    });
    const { rows } = await t.db.execute(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${String(rows[0]?.name)}`;
    observer = new pg.Client({ connectionString: url.toString() });
    await observer.connect();
  }, 60_000);
  afterAll(async () => {
    letGo();
    await observer?.end();
    await t?.close();
  });

  const rounds = async () =>
    (
      await observer.query<RoundRow>(
        `select chain_index, phase, settled_at is not null as settled from crash_rounds
         where chain_id = $1 order by chain_index`,
        [chainId],
      )
    ).rows;

  it('R-GAMES-40 starts, crashes and settles a round and opens the next while requests hold every pooled connection', async () => {
    // Requests take every connection of the pool and keep them until the end of the test.
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const taken: Promise<void>[] = [];
    const held = Array.from(
      { length: POOL_MAX },
      () =>
        new Promise<void>((done, fail) => {
          taken.push(
            new Promise<void>((took) => {
              t.db
                .transaction(async (tx) => {
                  await tx.execute(sql`select 1`);
                  took();
                  await gate;
                })
                .then(done, fail);
            }),
          );
        }),
    );
    await Promise.all(taken);
    // One more request now waits for a connection, and gets none while the loop works.
    let probeAnswered = false;
    const probe = t.db.execute(sql`select 1`).then(() => {
      probeAnswered = true;
    });
    expect(await rounds()).toEqual([]);

    // The other node stops; the loop takes the lease on its own connection and runs the rounds.
    await observer.query('delete from crash_loop_lease');
    let seen: RoundRow[] = [];
    for (let waited = 0; ; waited += 100) {
      seen = await rounds();
      const [first, second] = seen;
      if (first?.phase === 'crashed' && first.settled && second) break;
      // A bound for a stuck loop (the whole cycle takes about 5 s), not a measure of it.
      if (waited > 60_000) throw new Error(`the loop stalled: ${JSON.stringify(seen)}`);
      await sleep(100);
    }
    expect(seen[0]).toMatchObject({ chain_index: 1, phase: 'crashed', settled: true });
    expect(seen[1]).toMatchObject({ chain_index: 2 });
    expect(probeAnswered).toBe(false);

    letGo();
    await Promise.all(held);
    await probe;
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  }, 120_000);
});
