import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serverKeys } from '../../db/schema/index.js';

/** Stores `value` under `name` unless a key is there already, and returns the key that is kept. */
export async function keepFirstKey(db: Db, name: string, value: string): Promise<string> {
  await db.insert(serverKeys).values({ name, value }).onConflictDoNothing();
  const rows = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  const kept = rows[0]?.value;
  if (kept === undefined) throw new Error(`server key ${name} could not be stored`);
  return kept;
}

export async function readKey(db: Db, name: string): Promise<string | undefined> {
  const rows = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  return rows[0]?.value;
}
