import { MEMBER_TYPE } from '@app/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agentApplications, members } from '../../db/schema/index.js';

export type ApplicationRow = typeof agentApplications.$inferSelect;

export async function latestApplication(db: Db, memberId: number): Promise<ApplicationRow | null> {
  const rows = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.memberId, memberId))
    .orderBy(desc(agentApplications.id))
    .limit(1);
  return rows[0] ?? null;
}

/** A new pending application, or null when one is pending already (the partial unique index decides). */
export async function insertApplication(
  db: Db,
  values: { memberId: number; contactName: string; contactMobile: string; note: string },
): Promise<ApplicationRow | null> {
  const rows = await db.insert(agentApplications).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function listApplications(db: Db, status: string | undefined, limit: number) {
  return db
    .select({ application: agentApplications, username: members.username })
    .from(agentApplications)
    .innerJoin(members, eq(members.id, agentApplications.memberId))
    .where(status ? eq(agentApplications.status, status) : undefined)
    .orderBy(agentApplications.id)
    .limit(limit);
}

/**
 * Decides a pending application in one transaction: the application's outcome, and on approval the
 * member's type becomes agent (1) unless they are one already. Answers null when no pending
 * application has that id.
 */
export async function decidePendingApplication(
  db: Db,
  decision: { id: number; approve: boolean; reason: string | null; decidedBy: string },
): Promise<ApplicationRow | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(agentApplications)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        reason: decision.reason,
        decidedBy: decision.decidedBy,
        decidedAt: new Date(),
      })
      .where(and(eq(agentApplications.id, decision.id), eq(agentApplications.status, 'pending')))
      .returning();
    const decided = rows[0];
    if (!decided) return null;
    if (decision.approve) {
      // Only a real player becomes an agent; a trial account never, an agent stays as it is.
      await tx
        .update(members)
        .set({ type: MEMBER_TYPE.agentA })
        .where(and(eq(members.id, decided.memberId), eq(members.type, MEMBER_TYPE.member)));
    }
    return decided;
  });
}
