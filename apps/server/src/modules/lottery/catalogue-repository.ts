import { HOUSE_VENDOR } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** The catalogue's name and icon of each lottery game (the operator may rename them there). */
export async function catalogueEntries(db: DbOrTx) {
  const { rows } = await db.execute(
    sql`select game_id, name, mobile_small_icon from games where vendor_code = ${HOUSE_VENDOR} and category in ('ELOTT', 'LOTT')`,
  );
  return new Map(
    rows.map((row) => [String(row.game_id), { name: String(row.name), icon: String(row.mobile_small_icon) }]),
  );
}
