import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usedChallenges } from '../../db/schema/index.js';

/** True the first time a signature is seen; expired ones are cleared on the way. */
export async function markChallengeUsed(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  await db.delete(usedChallenges).where(sql`${usedChallenges.expiresAt} < now()`);
  const rows = await db
    .insert(usedChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  return rows.length === 1;
}
