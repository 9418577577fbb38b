import { and, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, sessions } from '../../db/schema/index.js';

export type SessionEndReason = 'logout' | 'superseded' | 'password_changed' | 'play_time_limit';

export interface NewSession {
  tokenHash: string;
  memberId: number;
  device: string;
  ip: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  playEndsAt?: Date | null;
}

/**
 * Ends the member's other open sessions ('superseded') and inserts the new one, in one statement:
 * one round trip and one commit. `playMinutes` may be a subquery (the member's session limit),
 * read in the same statement; null or a null result leaves the session without a play deadline.
 */
export async function replaceSessions(
  db: Db,
  session: Omit<NewSession, 'playEndsAt'>,
  openedAt: Date,
  playMinutes: number | SQL<number | null> | null,
) {
  const ended = db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: 'superseded' })
    .where(
      and(
        eq(sessions.memberId, session.memberId),
        isNull(sessions.endedAt),
        gt(sessions.absoluteExpiresAt, sql`now()`),
      ),
    );
  const playEndsAt =
    playMinutes === null
      ? null
      : sql`${openedAt}::timestamptz + (${playMinutes})::float8 * interval '1 minute'`;
  const inserted = db.insert(sessions).values({ ...session, playEndsAt });
  await db.execute(sql`with ended as (${ended.getSQL()}) ${inserted.getSQL()}`);
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
      playEndsAt: sessions.playEndsAt,
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
        // The player's session-time limit ends the session with no request needed (issue 16).
        or(isNull(sessions.playEndsAt), gt(sessions.playEndsAt, sql`now()`)),
        eq(members.status, 'active'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Sets the play deadline of the member's open sessions from their start: a session-time limit set
 * or lowered during a session holds for that session too; null lifts it.
 */
export async function applySessionLimit(db: Db, memberId: number, minutes: number | null) {
  await db
    .update(sessions)
    .set({
      playEndsAt: minutes === null ? null : sql`${sessions.createdAt} + make_interval(mins => ${minutes})`,
    })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)));
}

export async function playEndsAtOf(db: Db, sessionId: number): Promise<Date | null> {
  const rows = await db
    .select({ playEndsAt: sessions.playEndsAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return rows[0]?.playEndsAt ?? null;
}

/** Ends one session by its id, for a reason; true when it was still open. */
export async function endSessionById(db: Db, id: number, reason: SessionEndReason): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** When the session began: the reality check counts play from here. */
export async function sessionStartOf(db: Db, sessionId: number): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return rows[0]?.createdAt ?? null;
}
