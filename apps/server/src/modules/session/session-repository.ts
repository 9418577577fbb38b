import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, sessions } from '../../db/schema/index.js';

export type SessionEndReason = 'logout' | 'superseded' | 'password_changed';

export interface NewSession {
  tokenHash: string;
  memberId: number;
  device: string;
  ip: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export async function insertSession(db: Db, session: NewSession) {
  await db.insert(sessions).values(session);
}

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      lastSeenAt: sessions.lastSeenAt,
      endedAt: sessions.endedAt,
      type: members.type,
      username: members.username,
      status: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Db, id: number, idleExpiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: sql`now()`, idleExpiresAt }).where(eq(sessions.id, id));
}

/** Ends the session of a token; returns its member when it was still open. */
export async function endSession(
  db: Db,
  tokenHash: string,
  reason: SessionEndReason,
): Promise<number | undefined> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)))
    .returning({ memberId: sessions.memberId });
  return rows[0]?.memberId;
}

/** Ends every open session of a member, except the one named (if any). */
export async function endMemberSessions(
  db: Db,
  memberId: number,
  reason: SessionEndReason,
  exceptId?: number,
) {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.endedAt),
        gt(sessions.absoluteExpiresAt, sql`now()`),
        exceptId === undefined ? undefined : ne(sessions.id, exceptId),
      ),
    );
}

/**
 * Of the sessions named, those still open: not ended, not idle or past their lifetime, and of a
 * member who is still active.
 */
export async function openSessionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.endedAt),
        gt(sessions.idleExpiresAt, sql`now()`),
        gt(sessions.absoluteExpiresAt, sql`now()`),
        eq(members.status, 'active'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
