import { AUTH_POLICY } from '@app/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginFailures, members, securityAnswers } from '../../db/schema/index.js';

/** The member-centre view of one member: what is set, never the secrets themselves. */
export async function findSecurityState(db: Db, memberId: number) {
  const rows = await db
    .select({
      hasLoginPassword: sql<boolean>`${members.passwordHash} is not null`,
      hasPaymentPassword: sql<boolean>`${members.paymentPasswordHash} is not null`,
      hasEmail: sql<boolean>`coalesce(${members.email}, '') <> ''`,
      hasMobile: sql<boolean>`coalesce(${members.mobileNum}, '') <> ''`,
      answers: sql<number>`(select count(*) from ${securityAnswers} where ${securityAnswers.memberId} = ${members.id})::int`,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0];
}

export async function findIcon(db: Db, memberId: number): Promise<number | undefined> {
  const rows = await db.select({ icon: members.icon }).from(members).where(eq(members.id, memberId)).limit(1);
  return rows[0]?.icon;
}

export async function updateIcon(db: Db, memberId: number, icon: number): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ icon })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  return rows.length > 0;
}

export async function updateNickname(db: Db, memberId: number, nickname: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ nickname })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  return rows.length > 0;
}

/** Binds the email only if none is bound; the condition in the update settles concurrent calls. */
export async function bindEmailIfNone(db: Db, memberId: number, email: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ email })
    .where(and(eq(members.id, memberId), sql`coalesce(${members.email}, '') = ''`))
    .returning({ id: members.id });
  return rows.length > 0;
}

/** Sets the payee name only if none is set, since bank cards must match it (R-API-32). */
export async function setPayeeNameIfNone(db: Db, memberId: number, payeeName: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ payeeName })
    .where(and(eq(members.id, memberId), sql`coalesce(${members.payeeName}, '') = ''`))
    .returning({ id: members.id });
  return rows.length > 0;
}

export async function findPaymentPasswordHash(db: Db, memberId: number) {
  const rows = await db
    .select({ hash: members.paymentPasswordHash })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0];
}

/**
 * Stores a payment-password hash only while the stored one is still `expected` (null: none set), so a
 * change checked against one hash cannot overwrite another written meanwhile.
 */
export async function swapPaymentPasswordHash(
  db: Db,
  memberId: number,
  expected: string | null,
  hash: string,
): Promise<boolean> {
  const current =
    expected === null
      ? sql`${members.paymentPasswordHash} is null`
      : eq(members.paymentPasswordHash, expected);
  const rows = await db
    .update(members)
    .set({ paymentPasswordHash: hash })
    .where(and(eq(members.id, memberId), current))
    .returning({ id: members.id });
  return rows.length > 0;
}

export async function listSecurityAnswers(db: Db, memberId: number) {
  return db
    .select({ questionId: securityAnswers.questionId, answerHash: securityAnswers.answerHash })
    .from(securityAnswers)
    .where(eq(securityAnswers.memberId, memberId))
    .orderBy(asc(securityAnswers.questionId));
}

/**
 * Replaces the member's answers in one transaction, under a lock on the member row so that two saves
 * cannot interleave. With `onlyIfNone` nothing is written when answers appeared since the caller
 * looked, because the caller skipped the password check on the strength of there being none.
 */
export async function replaceSecurityAnswers(
  db: Db,
  memberId: number,
  answers: { questionId: number; answerHash: string }[],
  onlyIfNone: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (locked.length === 0) return false;
    if (onlyIfNone) {
      const existing = await tx
        .select({ questionId: securityAnswers.questionId })
        .from(securityAnswers)
        .where(eq(securityAnswers.memberId, memberId))
        .limit(1);
      if (existing.length > 0) return false;
    }
    await tx.delete(securityAnswers).where(eq(securityAnswers.memberId, memberId));
    await tx.insert(securityAnswers).values(answers.map((answer) => ({ memberId, ...answer })));
    return true;
  });
}

// Failed secret checks in the member centre share the login's failure counters (S-04), under a key of
// their own per member, so a stolen session cannot guess the payment password or the login password.

const secretKey = (memberId: number) => `m:${memberId}:secret`;

export async function readSecretFailures(db: Db, memberId: number) {
  const rows = await db
    .select({ failures: loginFailures.failures, lastFailureAt: loginFailures.lastFailureAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.key, secretKey(memberId)),
        sql`${loginFailures.lastFailureAt} > now() - make_interval(mins => ${AUTH_POLICY.failureWindowMinutes})`,
      ),
    )
    .limit(1);
  return rows[0];
}

export async function countSecretFailure(db: Db, memberId: number) {
  await db.execute(sql`
    insert into ${loginFailures} (key, failures, last_failure_at)
    values (${secretKey(memberId)}, 1, now())
    on conflict (key) do update set
      failures = case
        when ${loginFailures.lastFailureAt} > now() - make_interval(mins => ${AUTH_POLICY.failureWindowMinutes})
        then ${loginFailures.failures} + 1 else 1 end,
      last_failure_at = now()`);
}

export async function clearSecretFailures(db: Db, memberId: number) {
  await db.delete(loginFailures).where(eq(loginFailures.key, secretKey(memberId)));
}
