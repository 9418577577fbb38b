import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { scheduledJobRuns } from '../db/schema/index.js';

/** Takes the slot for this node; false when another node took it first. */
export async function claimJobSlot(db: Db, job: string, slot: number, node: string): Promise<boolean> {
  const rows = await db
    .insert(scheduledJobRuns)
    .values({ job, slot, node })
    .onConflictDoNothing()
    .returning({ slot: scheduledJobRuns.slot });
  return rows.length > 0;
}

/** Forgets the runs of a job before a slot: the table keeps a recent record, not a history. */
export async function forgetJobRuns(db: Db, job: string, beforeSlot: number) {
  await db
    .delete(scheduledJobRuns)
    .where(and(eq(scheduledJobRuns.job, job), lt(scheduledJobRuns.slot, beforeSlot)));
}

/** The runs of a job since a time, oldest first: which node ran which slot. */
export async function listJobRuns(db: Db, job: string, since: Date) {
  return db
    .select({ slot: scheduledJobRuns.slot, node: scheduledJobRuns.node })
    .from(scheduledJobRuns)
    .where(and(eq(scheduledJobRuns.job, job), sql`${scheduledJobRuns.startedAt} >= ${since}`))
    .orderBy(scheduledJobRuns.slot);
}
