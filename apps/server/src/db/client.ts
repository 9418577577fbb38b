import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction, usable wherever the repositories take a database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
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
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20 });
    // A connection can end under an idle client (a server restart, a failover, a dropped test
    // database). pg then emits 'error' on the pool, which would end the process with no listener;
    // the pool opens a new connection for the next query, so a warning is all this needs.
    pool.on('error', (error) => process.emitWarning(`database connection ended: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
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
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    // Both drivers expose the same query builder; the type of the pg one is used everywhere.
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    migrated: async () => (await appliedMigrations(db as unknown as Db)) >= shippedMigrations(),
    close: () => client.close(),
  };
}
