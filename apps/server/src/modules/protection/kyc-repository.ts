import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { kycSubmissions, members } from '../../db/schema/index.js';

export type KycRow = typeof kycSubmissions.$inferSelect;

/** The member's latest submission, which decides their status. */
export async function latestKyc(db: DbOrTx, memberId: number): Promise<KycRow | undefined> {
  const rows = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.memberId, memberId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return rows[0];
}

/** Inserts a pending submission; undefined when another one of the member is pending (unique index). */
export async function insertKyc(
  db: DbOrTx,
  row: { memberId: number; frontFile: string; backFile: string; selfieFile: string },
): Promise<KycRow | undefined> {
  const rows = await db.insert(kycSubmissions).values(row).onConflictDoNothing().returning();
  return rows[0];
}

/** Submissions for the operator, newest first, optionally only those with `status`. */
export async function listKyc(db: DbOrTx, status?: KycRow['status']) {
  return db
    .select({
      id: kycSubmissions.id,
      memberId: kycSubmissions.memberId,
      username: members.username,
      status: kycSubmissions.status,
      reason: kycSubmissions.reason,
      createdAt: kycSubmissions.createdAt,
      reviewedBy: kycSubmissions.reviewedBy,
    })
    .from(kycSubmissions)
    .innerJoin(members, eq(members.id, kycSubmissions.memberId))
    .where(status ? eq(kycSubmissions.status, status) : undefined)
    .orderBy(desc(kycSubmissions.id));
}

export async function findKyc(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      submission: kycSubmissions,
      username: members.username,
      payeeName: members.payeeName,
      birthDate: members.birthDate,
    })
    .from(kycSubmissions)
    .innerJoin(members, eq(members.id, kycSubmissions.memberId))
    .where(eq(kycSubmissions.id, id))
    .limit(1);
  return rows[0];
}

/** Decides a pending submission; false when it is not pending (already decided). */
export async function decideKyc(
  db: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; reviewedBy: string },
): Promise<boolean> {
  const rows = await db
    .update(kycSubmissions)
    .set({ ...decision, reviewedAt: sql`now()` })
    .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
    .returning({ id: kycSubmissions.id });
  return rows.length > 0;
}

/** Whether any submission of the member was approved: the first withdrawal waits for it. */
export async function kycApproved(db: DbOrTx, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.memberId, memberId), eq(kycSubmissions.status, 'approved')))
    .limit(1);
  return rows.length > 0;
}
