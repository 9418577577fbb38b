import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { openTestDatabase } from './database.js';

/**
 * A fresh, migrated database for one test file, with the demo seed when `seeded`: loaded from the
 * run's template (test/template-setup.ts) on PGlite, or made step by step on PostgreSQL.
 */
export async function openMigratedDatabase(seeded: boolean): Promise<Database> {
  const template = inject('pgliteTemplates')?.[seeded ? 'seeded' : 'migrated'];
  if (template) {
    const loadDataDir = new Blob([await readFile(template)]);
    return openDatabase({ dataDir: 'memory://', loadDataDir });
  }
  const database = await openTestDatabase();
  await database.migrate();
  if (seeded) await seedDemo(database.db);
  return database;
}
