import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export async function findMemberByUsername(db: Db, username: string): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`)
    .limit(1);
  return rows[0];
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return rows[0];
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

/** Inserts a member; undefined when the name (or mobile) was taken meanwhile. */
export async function insertMember(db: DbOrTx, member: NewMember): Promise<MemberRow | undefined> {
  const rows = await db.insert(members).values(member).onConflictDoNothing().returning();
  return rows[0];
}

export async function markLoggedInOnce(db: Db, id: number) {
  await db.update(members).set({ firstTimeLogin: false }).where(eq(members.id, id));
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string) {
  await db
    .update(members)
    .set({ passwordHash, passwordChangedAt: sql`now()`, firstTimeLogin: false })
    .where(eq(members.id, id));
}

/** For the operator: disabling also shuts every open session, as `authenticate` checks the status. */
export async function setMemberStatus(
  db: Db,
  username: string,
  status: 'active' | 'disabled' | 'closed',
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ status })
    .where(sql`lower(${members.username}) = lower(${username})`)
    .returning({ id: members.id });
  return rows.length > 0;
}

export async function listRecentMembers(db: Db, limit: number) {
  return db
    .select({
      id: members.id,
      username: members.username,
      type: members.type,
      status: members.status,
      createdAt: members.createdAt,
    })
    .from(members)
    .orderBy(sql`${members.id} desc`)
    .limit(limit);
}

export async function findMemberByMobile(
  db: Db,
  number: { countryDialingCode: string; mobileNum: string },
): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(
      and(eq(members.countryDialingCode, number.countryDialingCode), eq(members.mobileNum, number.mobileNum)),
    )
    .limit(1);
  return rows[0];
}

/**
 * Closes the account if its real-money balance is zero, holding the ledger account's row so that no
 * transfer lands between the check and the closing; answers the balance found (centavos).
 */
export async function closeIfEmpty(db: Db, memberId: number): Promise<{ closed: boolean; balance: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      select balance from ledger_accounts where member_id = ${memberId} and currency = 'PHP' for update`);
    const balance = Number(rows[0]?.balance ?? 0);
    if (balance !== 0) return { closed: false, balance };
    await tx.update(members).set({ status: 'closed' }).where(eq(members.id, memberId));
    return { closed: true, balance };
  });
}
