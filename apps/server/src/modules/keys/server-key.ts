import type { Db } from '../../db/client.js';
import { keepFirstKey, readKey } from './key-repository.js';

/**
 * A secret the server makes once and keeps in the database, so every node and every restart
 * uses the same one. `make` runs only when the key does not exist yet; when two nodes race, the
 * first stored wins and both use it.
 */
export async function serverKey(db: Db, name: string, make: () => string): Promise<string> {
  return (await readKey(db, name)) ?? keepFirstKey(db, name, make());
}
