import type { DbOrTx } from '../../db/client.js';
import { gameLaunches, launchTokens } from '../../db/schema/index.js';

export async function insertLaunch(db: DbOrTx, memberId: number, vendorCode: string, nodeId: number | null) {
  await db.insert(gameLaunches).values({ memberId, vendorCode, nodeId });
}

export async function insertLaunchToken(
  db: DbOrTx,
  row: { tokenHash: string; memberId: number; vendorCode: string; nodeId: number | null; expiresAt: Date },
) {
  await db.insert(launchTokens).values(row);
}
