import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';
import type { Database } from '../db/client.js';
import { runOpsCommand } from './commands.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

it('backup on PostgreSQL points the operator to pg_dump and pg_restore', async () => {
  await expect(runOpsCommand(database.db, ['backup', '/tmp/never-written.tar.gz'])).rejects.toThrow(
    /pg_dump -Fc "\$DATABASE_URL" -f FILE[\s\S]*pg_restore --clean --if-exists/,
  );
});
