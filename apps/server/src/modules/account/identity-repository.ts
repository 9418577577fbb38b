import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { memberIdentities, members } from '../../db/schema/index.js';
import type { MemberRow } from './member-repository.js';

export async function findMemberByIdentity(
  db: Db,
  identity: { provider: string; subject: string },
): Promise<MemberRow | undefined> {
  const rows = await db
    .select({ member: members })
    .from(memberIdentities)
    .innerJoin(members, eq(members.id, memberIdentities.memberId))
    .where(
      and(eq(memberIdentities.provider, identity.provider), eq(memberIdentities.subject, identity.subject)),
    )
    .limit(1);
  return rows[0]?.member;
}

/** Whether the link was made: the primary key lets only one account hold a provider's user. */
export async function linkIdentity(
  tx: DbOrTx,
  memberId: number,
  identity: { provider: string; subject: string },
): Promise<boolean> {
  const rows = await tx
    .insert(memberIdentities)
    .values({ memberId, provider: identity.provider, subject: identity.subject })
    .onConflictDoNothing()
    .returning({ memberId: memberIdentities.memberId });
  return rows.length === 1;
}
