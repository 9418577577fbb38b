import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.js';

/** What PostgreSQL's own tools do, for an operator on DATABASE_URL. */
export const POSTGRES_BACKUP_HELP = [
  'On PostgreSQL, back up and restore with its own tools:',
  '  pg_dump -Fc "$DATABASE_URL" -f FILE',
  '  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" FILE',
].join('\n');

/** The embedded database behind a Drizzle handle, or undefined on PostgreSQL. */
function embeddedClient(db: Db): PGlite | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

/**
 * A copy of the embedded database as a gzipped tarball in `file`, consistent as of one moment: the
 * dump runs with no query in progress, and what a transaction left open had written is undone at
 * restore, as after a crash. A checkpoint first keeps that replay short. Written beside the target
 * and renamed, so a half-written backup never has the backup's name.
 */
export async function backUpEmbedded(db: Db, file: string): Promise<number> {
  const client = embeddedClient(db);
  if (!client) throw new Error(POSTGRES_BACKUP_HELP);
  await client.query('checkpoint');
  const dump = await client.dumpDataDir('gzip').catch((error: unknown) => {
    // The embedded file system throws bare { errno } objects with no message.
    const errno = (error as { errno?: number }).errno;
    throw new Error(`the database folder could not be read (errno ${errno ?? String(error)})`);
  });
  const tarball = Buffer.from(await dump.arrayBuffer());
  const partial = `${file}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
  return tarball.length;
}

/**
 * Restores a backup into `dataDir`, which must be empty or missing; with `force`, a database
 * already there is moved aside (never deleted) first. Opens the restored copy once to prove it.
 */
export async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<string> {
  let setAside = '';
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!force) throw new Error(`${dataDir} already holds a database; --force moves it aside first`);
    setAside = `${dataDir}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
    renameSync(dataDir, setAside);
  }
  const restored = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await restored.query('select 1');
  } finally {
    await restored.close();
  }
  return setAside;
}
