// A clean stop (issue 11), in the PostgreSQL suite: the server runs as its own process, as
// `npm start` runs it, under a stream of vendor bets; SIGTERM arrives halfway. The process must exit
// 0 within its grace period, having answered what it took in, and the books must hold every
// acknowledged transfer once and nothing that was not acknowledged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, auditLines, auditPassed, stageLedgerLoad } from '../bench/ledger-books.js';
import { runLedgerLoad } from '../bench/ledger-load.js';
import { createScratchDatabase, type ServerChild, serverChild } from '../bench/ledger-server.js';
import { type Database, openDatabase } from './db/client.js';

const CLIENTS = 8;
const LOAD_SECONDS = 6;
const SIGTERM_AFTER_MS = 2_000;

describe('SIGTERM during a stream of bets', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let server: ServerChild;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('the shutdown test runs on PostgreSQL: npm run test:pg');
    process.env.BENCH_PG_URL ??= adminUrl;
    scratch = await createScratchDatabase('shutdown');
    database = openDatabase({ url: scratch.url, dataDir: '' });
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await scratch?.drop();
  });

  it('exits 0 after finishing the requests in flight: every acknowledged bet is stored, none half-written', async () => {
    const stage = await stageLedgerLoad(database.db, { players: 24, fundCentavos: 50_000 });
    server = await serverChild(scratch.url);
    await server.start();
    const load = runLedgerLoad({
      origin: server.origin,
      vendorCode: stage.vendorCode,
      secret: stage.secret,
      gameId: stage.gameId,
      players: stage.players,
      clients: CLIENTS,
      seconds: LOAD_SECONDS,
      seed: 11,
      tag: 'shutdown',
      // Calls made once the server has gone are given up soon: nobody will answer them.
      retryForMs: 1_500,
    });
    await new Promise((resolve) => setTimeout(resolve, SIGTERM_AFTER_MS));
    await server.kill('SIGTERM');
    expect(server.exitCode()).toBe(0);
    const result = await load;
    expect(result.unexpected).toEqual([]);
    const audit = await auditLedger(database.db, stage, result.calls);
    expect(audit.acknowledgedTransfers).toBeGreaterThan(0);
    expect(auditPassed(audit), auditLines(audit).join('\n')).toBe(true);
  }, 60_000);
});
