// Reward claims under races and a SIGKILL, in the PostgreSQL suite only (`npm run test:pg`): the
// same reward claimed from 20 requests at once, sign-ins sent together, and a server killed in
// the middle of a burst of reward and rebate claims and started again. Every reward and every
// rebate is paid once or not at all.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerChild, serverChild } from '../../../bench/ledger-server.js';
import { disableRegisterCaptcha, SAME_ORIGIN } from '../../../test/accounts.js';
import { type Answer, call, cashierPlayer, untilAnswered } from '../../../test/cashier-load.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { openKillDatabase, type ScratchDatabase } from '../../../test/kill-database.js';
import { auditRewards } from '../../../test/rewards-audit.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { insertSettledRound } from '../games/index.js';
import { adjustBalance } from '../wallet/index.js';
import { issueReward } from './issue-reward.js';

const PLAYERS = 6;
const CLAIMS_AT_ONCE = 20;
const AMOUNTS = [300, 500, 700];
const REBATE_TURNOVER = 200_000;

/** A slot round the vendor settled two minutes ago: rebates count rounds older than one minute. */
async function settledSlotRound(db: DbOrTx, memberId: number) {
  const { rows } = await db.execute<{ node_id: string }>(
    sql`select node_id from games where category = 'RNG' order by node_id limit 1`,
  );
  await insertSettledRound(db, {
    memberId,
    nodeId: Number(rows[0]?.node_id),
    vendorCode: 'PG',
    roundRef: `rebate-kill-${memberId}`,
    betCentavos: REBATE_TURNOVER,
    winCentavos: 0,
    currency: 'PHP',
    settledAt: new Date(Date.now() - 120_000),
  });
}

/** Three rewards waiting for the member, as approved activities would leave them. */
const rewardsFor = (db: DbOrTx, memberId: number) =>
  Promise.all(
    AMOUNTS.map((centavos, i) =>
      issueReward(db, { memberId, source: 'activity', sourceRef: `race-${i}`, centavos, expiryDays: 7 }),
    ),
  );

describe('reward claims under races (PostgreSQL)', () => {
  let t: TestApp;
  let origin = '';
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error('the race test runs on PostgreSQL: npm run test:pg');
    t = await startTestApp();
    await disableRegisterCaptcha(t);
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t?.close());

  it(`R-API-128 R-PROMO-05 each reward claimed by ${CLAIMS_AT_ONCE} requests at once is paid once; one sign-in a day`, async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => cashierPlayer(origin, i)));
    for (const p of players) await adjustBalance(t.db, p.memberId, 10_000, `reward-race-${p.memberId}`);
    const issued = await Promise.all(players.map((p) => rewardsFor(t.db, p.memberId)));

    const signIn = (token: string) =>
      t.app.inject({ method: 'POST', url: '/wps/activity/signIn', headers: { token, ...SAME_ORIGIN } });
    const [claims, signIns] = await Promise.all([
      Promise.all(
        players.flatMap((p, i) =>
          (issued[i] ?? []).flatMap((reward) =>
            Array.from({ length: CLAIMS_AT_ONCE }, () =>
              call(origin, 'POST', '/wps/reward/claim', { rewardId: String(reward.id) }, p.token),
            ),
          ),
        ),
      ),
      Promise.all(players.flatMap((p) => Array.from({ length: 5 }, () => signIn(p.token)))),
    ]);

    expect(claims.filter((a) => a.status !== 200).map((a) => a.body)).toEqual([]);
    expect(claims.every((a) => (a.body?.value?.reward as { status?: string })?.status === 'claimed')).toBe(
      true,
    );
    expect(signIns.filter((r) => r.statusCode === 200)).toHaveLength(PLAYERS);
    expect(new Set(signIns.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['ALREADY_SIGNED_IN']),
    );
    expect(
      await auditRewards(
        t.db,
        players.map((p) => p.memberId),
      ),
    ).toEqual([]);
    const paid = await t.db.execute(
      sql`select count(*) as n from rewards where status = 'claimed' and source = 'activity'`,
    );
    expect(Number(paid.rows[0]?.n)).toBe(PLAYERS * AMOUNTS.length);
  }, 120_000);
});

describe('reward claims killed halfway (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let server: ServerChild;

  beforeAll(async () => {
    ({ scratch, database } = await openKillDatabase('reward_kill'));
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await scratch?.drop();
  });

  it('R-API-128 R-PROMO-15 retried after SIGKILL, every reward and rebate is paid exactly once', async () => {
    server = await serverChild(scratch.url, { TRUST_PROXY: 'true' });
    await server.start();
    const { origin } = server;
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => cashierPlayer(origin, i)));
    const issued = await Promise.all(players.map((p) => rewardsFor(database.db, p.memberId)));
    for (const p of players) await settledSlotRound(database.db, p.memberId);

    // The burst, each claim remembered so it can be sent again; SIGKILL lands in its middle.
    const retries: (() => Promise<Answer>)[] = [];
    let answered = 0;
    let someAnswered: () => void = () => {};
    const killMoment = new Promise<void>((resolve) => {
      someAnswered = resolve;
      setTimeout(resolve, 3_000);
    });
    const sendRemembered = (claim: () => Promise<Answer>) =>
      claim().then((answer) => {
        if (answer.status === 0) retries.push(claim);
        // Killed once a third has been answered: some claims done, some under way, some not begun.
        else if (++answered >= PLAYERS * (AMOUNTS.length + 1)) someAnswered();
        return answer;
      });
    const burst = players.flatMap((p, i) => [
      ...(issued[i] ?? []).flatMap((reward) =>
        Array.from({ length: 4 }, () =>
          sendRemembered(() =>
            call(origin, 'POST', '/wps/reward/claim', { rewardId: String(reward.id) }, p.token),
          ),
        ),
      ),
      ...Array.from({ length: 4 }, () =>
        sendRemembered(() => call(origin, 'POST', '/wps/rebate/claim', {}, p.token)),
      ),
    ]);
    await killMoment;
    await server.kill('SIGKILL');
    await Promise.all(burst);
    await server.start();
    console.log(
      `reward kill test: ${retries.length} of ${burst.length} claims got no answer and were retried`,
    );
    for (const retry of retries) {
      const answer = await untilAnswered(retry);
      // A rebate retried after its first try was paid finds nothing left to claim.
      if (answer.status !== 200) expect(answer.body?.code).toBe('NOTHING_TO_CLAIM');
    }

    expect(
      await auditRewards(
        database.db,
        players.map((p) => p.memberId),
      ),
    ).toEqual([]);
    const claimed = await database.db.execute(
      sql`select count(*) as n from rewards where status = 'claimed' and source = 'activity'`,
    );
    expect(Number(claimed.rows[0]?.n)).toBe(PLAYERS * AMOUNTS.length);
    // Demo rate 0.5 % on slots: one rebate of ₱10 per player, its reward claimed at once.
    const rebates = await database.db.execute<{ member_id: string; claims: string; paid: string }>(sql`
      select c.member_id, count(*) as claims, sum(r.amount) as paid
        from rebate_claims c join rewards r on r.id = c.reward_id and r.status = 'claimed'
       group by c.member_id`);
    expect(rebates.rows.map((r) => [Number(r.claims), Number(r.paid)])).toEqual(
      players.map(() => [1, REBATE_TURNOVER / 200]),
    );
  }, 180_000);
});
