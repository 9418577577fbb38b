// The bank test (issue 5), in the PostgreSQL suite only (`npm run test:pg`; vitest.config.ts leaves
// *.pg.test.ts out of the PGlite run): the real server listening on 127.0.0.1, 16 vendor clients
// over signed HTTP placing bets, wins and rollbacks at once for 15 s under each seed, then the books
// audited against every answer. Every seed starts with fresh money: how far earlier seeds drained the
// shared players depends on the machine's speed, and a drained run places few bets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_MUST_BE_ZERO,
  auditLedger,
  type LedgerStage,
  stageLedgerLoad,
} from '../../../bench/ledger-books.js';
import { type LoadCall, runLedgerLoad } from '../../../bench/ledger-load.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { adjustBalance } from './index.js';

const SEEDS = (process.env.LEDGER_SEEDS ?? '1,2,3').split(',').map(Number);
const CLIENTS = 16;
const SECONDS = 15;
/** Few players for many clients, so that calls for one player meet at the same moment. */
const PLAYERS = 48;
/** Low enough that some bets find the balance short. */
const FUND_CENTAVOS = 30_000;

/** Credits every player another FUND_CENTAVOS and tells the audit's model of the books. */
async function fundPlayersAgain(t: TestApp, stage: LedgerStage, tag: string) {
  for (const { playerId } of stage.players) {
    await adjustBalance(t.db, Number(playerId), FUND_CENTAVOS, `${tag}-topup-${playerId}`);
    stage.funded.set(playerId, (stage.funded.get(playerId) ?? 0) + FUND_CENTAVOS);
  }
}

describe('the ledger under concurrent vendors (PostgreSQL)', () => {
  let t: TestApp;
  let origin: string;
  let stage: LedgerStage;
  const calls = new Map<string, LoadCall>();

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error('the bank test runs on PostgreSQL: npm run test:pg');
    t = await startTestApp({ seed: false });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    stage = await stageLedgerLoad(t.db, { players: PLAYERS, fundCentavos: FUND_CENTAVOS });
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const seed of SEEDS) {
    it(
      `S-21 seed ${seed}: ${CLIENTS} concurrent clients placing bets, wins and rollbacks for ${SECONDS} s leave ` +
        'balances summing to zero, entries summing to zero, no negative player balance, ' +
        'every acknowledged transfer present exactly once',
      async () => {
        if (seed !== SEEDS[0]) await fundPlayersAgain(t, stage, `bank${seed}`);
        const result = await runLedgerLoad({
          origin,
          vendorCode: stage.vendorCode,
          secret: stage.secret,
          gameId: stage.gameId,
          players: stage.players,
          clients: CLIENTS,
          seconds: SECONDS,
          seed,
          tag: `bank${seed}`,
          retryForMs: 20_000,
        });
        for (const [id, call] of result.calls) calls.set(id, call);
        const audit = await auditLedger(t.db, stage, calls);

        // One comparison, so that a failure shows every rule broken at once.
        const zeros = Object.fromEntries(AUDIT_MUST_BE_ZERO.map((key) => [key, 0]));
        expect({
          unexpected: result.unexpected,
          unanswered: result.unanswered,
          replayMismatches: result.replayMismatches,
          examples: audit.examples,
          ...Object.fromEntries(AUDIT_MUST_BE_ZERO.map((key) => [key, audit[key]])),
        }).toEqual({ unexpected: [], unanswered: [], replayMismatches: [], examples: [], ...zeros });
        // The load really ran every kind of call.
        const { counts } = result;
        expect(
          Math.min(counts.bets, counts.wins, counts.zeroWins, counts.rollbacks, counts.replays),
        ).toBeGreaterThan(0);
        expect(audit.acknowledgedTransfers).toBeGreaterThan(counts.bets);
      },
      SECONDS * 1000 + 45_000,
    );
  }
});
