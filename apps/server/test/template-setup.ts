import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files of PGlite data folders made once per run: migrated, and migrated with the demo seed. */
    pgliteTemplates: { migrated: string; seeded: string } | null;
  }
}

/**
 * Each server test file gets a fresh database. Making one from nothing (initdb, every migration,
 * the demo seed) costs seconds; starting PGlite from a dumped folder costs a fraction, so the run
 * makes both kinds once here and each file loads its own copy (test/template.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', null);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-templates-'));
  const database = openDatabase({ dataDir: 'memory://' });
  const dump = async (name: string) => {
    const file = path.join(dir, `${name}.tar`);
    const blob = await database.dumpDataDir?.();
    if (!blob) throw new Error('the embedded database cannot be dumped');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    return file;
  };
  try {
    await database.migrate();
    const migrated = await dump('migrated');
    await seedDemo(database.db);
    const seeded = await dump('seeded');
    project.provide('pgliteTemplates', { migrated, seeded });
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
