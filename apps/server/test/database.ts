import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when TEST_DATABASE_URL is
 * set (the PostgreSQL suite), a new database on that server that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: 'memory://' });
  // TEST_DATABASE_PREFIX: several suites sharing one server each name their own (default test_).
  const prefix = /^[a-z_]{1,30}$/u.test(process.env.TEST_DATABASE_PREFIX ?? '')
    ? process.env.TEST_DATABASE_PREFIX
    : 'test_';
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), dataDir: '' });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
