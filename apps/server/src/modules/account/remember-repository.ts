import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rememberTokens } from '../../db/schema/index.js';

export async function insertRememberToken(db: Db, memberId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(rememberTokens).values({ memberId, tokenHash, expiresAt });
}

/** Revokes a live token and returns its member: each token logs in once, then is replaced. */
export async function takeRememberToken(db: Db, tokenHash: string): Promise<number | undefined> {
  const rows = await db
    .update(rememberTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(rememberTokens.tokenHash, tokenHash),
        isNull(rememberTokens.revokedAt),
        gt(rememberTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: rememberTokens.memberId });
  return rows[0]?.memberId;
}
