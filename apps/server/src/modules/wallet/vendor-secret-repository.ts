import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendorWalletSecrets } from '../../db/schema/index.js';

export async function findVendorSecret(db: DbOrTx, vendorCode: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: vendorWalletSecrets.secret })
    .from(vendorWalletSecrets)
    .where(eq(vendorWalletSecrets.vendorCode, vendorCode));
  return row?.secret;
}

/** Sets (or replaces) a vendor's seamless-wallet secret (`npm run ops -- vendor secret CODE`). */
export async function setVendorSecret(db: DbOrTx, vendorCode: string, secret: string) {
  await db
    .insert(vendorWalletSecrets)
    .values({ vendorCode, secret })
    .onConflictDoUpdate({ target: vendorWalletSecrets.vendorCode, set: { secret, updatedAt: new Date() } });
}
