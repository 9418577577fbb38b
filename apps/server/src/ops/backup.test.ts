import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreEmbedded } from '../db/backup.js';
import { type Database, openDatabase } from '../db/client.js';
import { seedDemo } from '../db/seed/demo.js';
import { adjustBalance, ledgerTotals } from '../modules/wallet/index.js';
import { runOpsCommand } from './commands.js';
import { startOpsSocket } from './socket.js';
import { sendOpsCommand } from './socket-client.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
const liveDir = path.join(scratch, 'live');
let live: Database;

beforeAll(async () => {
  // The embedded database in a folder of its own, as `npm start` keeps it (in both suites: the
  // PostgreSQL path is backup.pg.test.ts).
  live = openDatabase({ dataDir: liveDir });
  await live.migrate();
  await seedDemo(live.db);
});
afterAll(async () => {
  await live.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The books as rows: every account's balance and every entry, in a fixed order. */
async function books(db: Database['db']) {
  const accounts = await db.execute(sql`select id, balance from ledger_accounts order by id`);
  const entries = await db.execute(
    sql`select id, transfer_id, account_id, amount from ledger_entries order by id`,
  );
  return {
    accounts: accounts.rows.map(String),
    entries: entries.rows.map(String),
    totals: await ledgerTotals(db),
  };
}

async function playerIds(db: Database['db']) {
  const names = ['alice', 'bruno', 'carla'].map((n) => `backup_${n}_${Date.now() % 100000}`);
  for (const name of names) {
    await db.execute(sql`insert into members (username) values (${name})`);
  }
  const rows = await db.execute(sql`select id from members where username like 'backup_%'`);
  return rows.rows.map((row) => Number(row.id));
}

describe('backup and restore of the embedded database', () => {
  it('a backup taken under a stream of transfers restores into a fresh folder with balanced books', async () => {
    const players = await playerIds(live.db);
    let moving = true;
    let made = 0;
    const load = (async () => {
      while (moving) {
        const player = players[made % players.length] ?? 0;
        await adjustBalance(live.db, player, 100 + (made % 7), `backup-load-${made}`);
        made += 1;
        // As requests do, each arrives from the event loop: the embedded database answers without
        // I/O, and a loop of only promises would never let the backup's turn come.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const madeBefore = made;
    const file = path.join(scratch, 'under-load.tar.gz');
    expect(await runOpsCommand(live.db, ['backup', file])).toMatch(/^backed up to .* \(\d+ bytes\)$/);
    const madeAfter = made;
    moving = false;
    await load;

    const restoredDir = path.join(scratch, 'restored-under-load');
    await restoreEmbedded(restoredDir, file, false);
    const restored = openDatabase({ dataDir: restoredDir });
    try {
      const totals = await ledgerTotals(restored.db);
      expect(totals).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0, accountsOffEntries: 0 });
      const moved = await restored.db.execute(
        sql`select count(*)::int as n from ledger_transfers where idempotency_key like 'backup-load-%'`,
      );
      const count = Number(moved.rows[0]?.n);
      expect(count).toBeGreaterThanOrEqual(madeBefore);
      expect(count).toBeLessThanOrEqual(madeAfter + 1);
    } finally {
      await restored.close();
    }
  });

  it('a backup at rest restores books identical to the live ones, and the copy runs the ops commands', async () => {
    const file = path.join(scratch, 'at-rest.tar.gz');
    await runOpsCommand(live.db, ['backup', file]);
    const restoredDir = path.join(scratch, 'restored-at-rest');
    await restoreEmbedded(restoredDir, file, false);
    const restored = openDatabase({ dataDir: restoredDir });
    try {
      expect(await books(restored.db)).toEqual(await books(live.db));
      expect(JSON.parse(await runOpsCommand(restored.db, ['wallet', 'check']))).toMatchObject({
        balanceSum: 0,
        entrySum: 0,
      });
    } finally {
      await restored.close();
    }
  });

  it('npm run ops -- backup FILE reaches the running server through its socket, which lies outside the copied folder', async () => {
    const close = await startOpsSocket(liveDir, live.db, () => {});
    const file = path.join(scratch, 'through-socket.tar.gz');
    try {
      expect(await sendOpsCommand(liveDir, ['backup', file])).toMatchObject({
        ok: true,
        output: expect.stringMatching(/^backed up/),
      });
    } finally {
      await close();
    }
    const restoredDir = path.join(scratch, 'restored-through-socket');
    await restoreEmbedded(restoredDir, file, false);
    const restored = openDatabase({ dataDir: restoredDir });
    try {
      expect(await books(restored.db)).toEqual(await books(live.db));
    } finally {
      await restored.close();
    }
  });

  it('restore refuses a folder that holds a database unless --force, which sets it aside', async () => {
    const file = path.join(scratch, 'at-rest.tar.gz');
    const target = path.join(scratch, 'occupied');
    await restoreEmbedded(target, file, false);
    await expect(restoreEmbedded(target, file, false)).rejects.toThrow(/already holds a database; --force/);
    const setAside = await restoreEmbedded(target, file, true);
    expect(setAside).toMatch(/occupied\.before-restore-/);
    const old = openDatabase({ dataDir: setAside });
    try {
      expect((await ledgerTotals(old.db)).balanceSum).toBe(0);
    } finally {
      await old.close();
    }
  });
});
