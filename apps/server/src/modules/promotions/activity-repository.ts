import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type ActivityImage,
  activities,
  activityApplications,
  members,
  rewards,
} from '../../db/schema/index.js';

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = Omit<typeof activities.$inferInsert, 'id' | 'createdAt'>;
export type ApplicationRow = typeof activityApplications.$inferSelect;

/** The largest list a visitor is sent: an operator keeps far fewer activities than this. */
const LIST_LIMIT = 100;

/** The activities a visitor sees, in the operator's order, each with the member's application and its reward. */
export function listVisibleActivities(db: DbOrTx, memberId: number | null) {
  return db
    .select({
      activity: activities,
      applicationStatus: activityApplications.status,
      reviewNote: activityApplications.reviewNote,
      rewardStatus: rewards.status,
    })
    .from(activities)
    .leftJoin(
      activityApplications,
      and(
        eq(activityApplications.activityId, activities.id),
        // A guest has no applications: -1 matches no member.
        eq(activityApplications.memberId, memberId ?? -1),
      ),
    )
    .leftJoin(rewards, eq(rewards.id, activityApplications.rewardId))
    .where(eq(activities.hidden, false))
    .orderBy(asc(activities.position), desc(activities.startsAt), desc(activities.id))
    .limit(LIST_LIMIT);
}

export async function findVisibleActivity(db: DbOrTx, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.hidden, false)));
  return row;
}

export async function findApplication(db: DbOrTx, activityId: number, memberId: number) {
  const [row] = await db
    .select({ id: activityApplications.id })
    .from(activityApplications)
    .where(and(eq(activityApplications.activityId, activityId), eq(activityApplications.memberId, memberId)));
  return row;
}

/** One application per member and activity: a second (or a parallel one) inserts nothing. */
export async function insertApplicationOnce(
  db: DbOrTx,
  row: { activityId: number; memberId: number; comment: string; images: ActivityImage[] },
): Promise<ApplicationRow | undefined> {
  const [made] = await db.insert(activityApplications).values(row).onConflictDoNothing().returning();
  return made;
}

// ─── The operator's side ─────────────────────────────────────────────────────

export async function insertActivity(db: DbOrTx, row: NewActivity): Promise<number> {
  const [made] = await db.insert(activities).values(row).returning({ id: activities.id });
  if (!made) throw new Error('activity insert returned no row');
  return made.id;
}

export function listAllActivities(db: DbOrTx) {
  return db.select().from(activities).orderBy(asc(activities.position), desc(activities.id));
}

export async function setActivityHidden(db: DbOrTx, id: number, hidden: boolean): Promise<boolean> {
  const changed = await db
    .update(activities)
    .set({ hidden })
    .where(eq(activities.id, id))
    .returning({ id: activities.id });
  return changed.length > 0;
}

/** Applications of one status (all when none given), oldest first, with who applied to what. */
export function listApplications(db: DbOrTx, status: string | undefined, limit: number) {
  return db
    .select({
      application: activityApplications,
      username: members.username,
      titles: activities.titles,
    })
    .from(activityApplications)
    .innerJoin(members, eq(members.id, activityApplications.memberId))
    .innerJoin(activities, eq(activities.id, activityApplications.activityId))
    .where(status ? eq(activityApplications.status, status) : undefined)
    .orderBy(asc(activityApplications.id))
    .limit(limit);
}

/** The application and its activity, the application row locked until the decision commits. */
export async function lockApplication(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ application: activityApplications, activity: activities })
    .from(activityApplications)
    .innerJoin(activities, eq(activities.id, activityApplications.activityId))
    .where(eq(activityApplications.id, id))
    .for('update', { of: activityApplications });
  return row;
}

export async function markApplicationReviewed(
  db: DbOrTx,
  id: number,
  decision: {
    status: 'issued' | 'rejected';
    reviewedBy: string;
    reviewNote: string | null;
    rewardId: number | null;
  },
): Promise<void> {
  await db
    .update(activityApplications)
    .set({ ...decision, reviewedAt: new Date() })
    .where(and(eq(activityApplications.id, id), eq(activityApplications.status, 'applying')));
}
