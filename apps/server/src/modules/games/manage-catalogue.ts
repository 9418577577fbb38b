import type { DbOrTx } from '../../db/client.js';
import { invalidateCatalogue } from './catalogue-cache.js';
import { setGameEnabled, setVendorEnabled } from './vendor-repository.js';

/** Operator switches: each takes effect on this node at once (the catalogue snapshot is cleared). */
export async function switchVendor(db: DbOrTx, code: string, enabled: boolean): Promise<boolean> {
  const found = await setVendorEnabled(db, code, enabled);
  invalidateCatalogue(db);
  return found;
}

export async function switchGame(db: DbOrTx, nodeId: number, enabled: boolean): Promise<boolean> {
  const found = await setGameEnabled(db, nodeId, enabled);
  invalidateCatalogue(db);
  return found;
}
