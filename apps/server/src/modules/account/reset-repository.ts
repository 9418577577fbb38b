import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets, rememberTokens } from '../../db/schema/index.js';

export async function insertPasswordReset(db: Db, memberId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ memberId, tokenHash, expiresAt });
}

/** Marks a live reset link used and returns its member; undefined when it is unknown, used or expired. */
export async function takePasswordReset(db: Db, tokenHash: string): Promise<number | undefined> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: passwordResets.memberId });
  return rows[0]?.memberId;
}

export async function revokeRememberTokens(db: Db, memberId: number) {
  await db
    .update(rememberTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(rememberTokens.memberId, memberId), isNull(rememberTokens.revokedAt)));
}

export async function findLivePasswordReset(db: Db, tokenHash: string): Promise<number | undefined> {
  const rows = await db
    .select({ memberId: passwordResets.memberId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  return rows[0]?.memberId;
}
