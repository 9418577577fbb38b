import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import * as schema from './schema/index.js';

const MIGRATION_LOCK_ID = 72_420_001;
/** Connections of the pool that requests share (the round loop has one more of its own). */
const POOL_MAX = 20;

/**
 * The embedded database is for a small site on a small machine (target: the whole server under
 * 200 MB): PGlite's defaults reserve 128 MB of shared buffers alone, more than its data needs.
 * Its own start parameters are kept and these added.
 */
const EMBEDDED_SETTINGS = {
  shared_buffers: '16MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
  wal_buffers: '1MB',
};

/**
 * A new data folder is made by PostgreSQL's initdb, a second WebAssembly module whose memory this
 * process would keep for good (about 500 MB more). A child process makes the folder and exits; this
 * one only ever opens a folder that exists.
 */
function makeEmbeddedFolder(dataDir: string) {
  if (dataDir.startsWith('memory://') || existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = new PGlite(${JSON.stringify(dataDir)}); await db.waitReady; await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
}

/**
 * V8's optimising compiler doubles the memory of PGlite's compiled code for about a tenth more
 * speed; the embedded default favours the small machine. Set before the module is compiled.
 */
function compileWasmSmall() {
  v8.setFlagsFromString('--liftoff-only');
}

const embeddedStartParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction, usable wherever the repositories take a database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * A handle whose queries never wait for a connection behind the requests' (Crash's round loop):
   * on PostgreSQL a pool of one connection of its own, opened on first use; on the embedded
   * database, which has one connection for everything, `db` itself.
   */
  dedicatedDb: Db;
  /** The embedded database's data folder as a tarball, to start another from (test templates). */
  dumpDataDir?(): Promise<Blob>;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Whether every migration of this release is applied (readiness). */
  migrated(): Promise<boolean>;
  /** The PostgreSQL pool's connections; the embedded database has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** How many migrations this release ships. */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  return (journal as { entries: unknown[] }).entries.length;
}

/** Drizzle records each applied migration here. */
async function appliedMigrations(db: Db): Promise<number> {
  const { rows } = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.n ?? 0);
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise the embedded PGlite in `dataDir`. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A data folder dumped by PGlite's `dumpDataDir` to start from instead of an empty one (tests). */
  loadDataDir?: Blob | undefined;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    // A connection can end under an idle client (a server restart, a failover, a dropped test
    // database). pg then emits 'error' on the pool, which would end the process with no listener;
    // the pool opens a new connection for the next query, so a warning is all this needs.
    const warn = (error: Error) => process.emitWarning(`database connection ended: ${error.message}`);
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_MAX });
    pool.on('error', warn);
    // The round loop's own connection: when a burst of requests holds every pooled connection, the
    // loop's next query would otherwise queue behind them all (rounds came up to 13 s late).
    const dedicatedPool = new pg.Pool({ connectionString: options.url, max: 1 });
    dedicatedPool.on('error', warn);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      dedicatedDb: drizzlePg(dedicatedPool, { schema }),
      kind: 'postgres',
      // Nodes starting together take turns: the first applies the migrations, the rest find them done.
      async migrate() {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          lock.release();
        }
      },
      migrated: async () => (await appliedMigrations(db)) >= shippedMigrations(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await Promise.all([pool.end(), dedicatedPool.end()]);
      },
    };
  }
  makeEmbeddedFolder(options.dataDir);
  compileWasmSmall();
  const client = new PGlite(options.dataDir, {
    startParams: embeddedStartParams,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    // Both drivers expose the same query builder; the type of the pg one is used everywhere.
    db: db as unknown as Db,
    dedicatedDb: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    migrated: async () => (await appliedMigrations(db as unknown as Db)) >= shippedMigrations(),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
