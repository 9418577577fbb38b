import type { FeedbackImage, FeedbackType } from '@app/contracts';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { feedback, members } from '../../db/schema/index.js';

export async function insertFeedback(
  db: DbOrTx,
  row: { memberId: number; type: FeedbackType | null; content: string; images: FeedbackImage[] },
): Promise<number> {
  const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  if (!inserted) throw new Error('feedback insert returned no row');
  return inserted.id;
}

const columns = {
  id: feedback.id,
  username: members.username,
  type: feedback.type,
  content: feedback.content,
  images: feedback.images,
  createdAt: feedback.createdAt,
};

/** The newest feedback first, for the operator. */
export function listFeedback(db: DbOrTx, limit: number) {
  return db
    .select(columns)
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .orderBy(desc(feedback.id))
    .limit(limit);
}

export async function findFeedback(db: DbOrTx, id: number) {
  const [row] = await db
    .select(columns)
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .where(eq(feedback.id, id));
  return row ?? null;
}
