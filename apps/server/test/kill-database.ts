import { createScratchDatabase } from '../bench/ledger-server.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { disableRegisterCaptcha } from './accounts.js';

export type ScratchDatabase = Awaited<ReturnType<typeof createScratchDatabase>>;

/**
 * The database of a kill test: a scratch PostgreSQL database, migrated and seeded, with the register
 * captcha off, for a server run as its own process and SIGKILLed. Only the PostgreSQL suite has one.
 */
export async function openKillDatabase(
  name: string,
): Promise<{ scratch: ScratchDatabase; database: Database }> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('the kill test runs on PostgreSQL: npm run test:pg');
  const scratch = await createScratchDatabase(name);
  const database = openDatabase({ url: scratch.url, dataDir: '' });
  await database.migrate();
  await seedDemo(database.db);
  await disableRegisterCaptcha(database);
  return { scratch, database };
}
