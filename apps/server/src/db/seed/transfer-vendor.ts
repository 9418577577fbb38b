import { sql } from 'drizzle-orm';
import { importCatalogue } from '../../modules/games/index.js';
import { configureTransferWallet } from '../../modules/transfer/index.js';
import type { Db } from '../client.js';

/** The demo's transfer-wallet vendor: a stand-in `npm start` runs beside the site (README, "Cashier"). */
export const DEMO_TRANSFER_VENDOR = 'PEARLLIVE';

/**
 * Adds the demo's transfer-wallet vendor once, and points it at the stand-in of this start (its
 * address and secret change with each start). It has no games: it is there to try the transfer.
 */
export async function seedDemoTransferVendor(db: Db, apiUrl: string, secret: string) {
  const known = await db.execute(sql`select 1 from vendors where code = ${DEMO_TRANSFER_VENDOR}`);
  if (known.rows.length === 0)
    await importCatalogue(db, {
      vendors: [
        {
          code: DEMO_TRANSFER_VENDOR,
          displayName: 'Pearl Live Casino (demo)',
          accountTypeName: 'PEARL LIVE',
          position: 90,
        },
      ],
    });
  await configureTransferWallet(db, DEMO_TRANSFER_VENDOR, apiUrl, secret);
}
