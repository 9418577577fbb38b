import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ndrpExclusions, protectionExclusions } from '../../db/schema/index.js';

export interface RestrictionRow {
  kind: 'time_out' | 'self_exclusion' | 'national_register';
  endsAt: Date | null;
  reopensAt: Date | null;
}

const asDate = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)));

/** Names compared as a register does: case and runs of spaces aside. */
export const normalName = (name: string) => name.trim().replace(/\s+/gu, ' ').toLowerCase();

/**
 * The breaks in force for a member: their own time-outs and self-exclusions not yet reopened, and
 * the national register's entries matching their mobile number, or their payee name when the birth
 * dates (where both are known) agree, so a namesake born another day is not caught. The one that ends
 * last comes first (a permanent one before all).
 */
export async function restrictionsOf(db: DbOrTx, memberId: number): Promise<RestrictionRow[]> {
  const { rows } = await db.execute(sql`
    select kind, ends_at, reopens_at from protection_exclusions
    where member_id = ${memberId} and (reopens_at is null or reopens_at > now())
    union all
    select 'national_register', n.ends_at, null from ndrp_exclusions n
    join members m on m.id = ${memberId}
    where (n.ends_at is null or n.ends_at > now())
      and ((n.mobile_num is not null and n.mobile_num = m.mobile_num)
        or (m.payee_name is not null
            and lower(n.full_name) = lower(regexp_replace(btrim(m.payee_name), '\\s+', ' ', 'g'))
            and (n.birth_date is null or m.birth_date is null or n.birth_date = m.birth_date)))
    order by 2 desc nulls first`);
  return rows.map((row) => ({
    kind: row.kind as RestrictionRow['kind'],
    endsAt: asDate(row.ends_at),
    reopensAt: asDate(row.reopens_at),
  }));
}

export async function insertExclusion(
  db: DbOrTx,
  row: { memberId: number; kind: 'time_out' | 'self_exclusion'; choice: string; endsAt: Date | null },
) {
  await db.insert(protectionExclusions).values(row);
}

/**
 * Marks every ended break of the member to reopen in `hours`; answers how many it marked. A break
 * still running or permanent is left alone (and keeps the member restricted).
 */
export async function markReopen(db: DbOrTx, memberId: number, hours: number): Promise<number> {
  const { rows } = await db.execute(sql`
    update protection_exclusions set reopens_at = now() + make_interval(hours => ${hours})
    where member_id = ${memberId} and reopens_at is null and ends_at is not null and ends_at <= now()
    returning id`);
  return rows.length;
}

export type NdrpInput = typeof ndrpExclusions.$inferInsert;

export async function insertNdrpExclusion(db: DbOrTx, row: NdrpInput) {
  const [made] = await db.insert(ndrpExclusions).values(row).returning({ id: ndrpExclusions.id });
  return made?.id ?? 0;
}

export async function listNdrpExclusions(db: DbOrTx) {
  return db.select().from(ndrpExclusions).orderBy(ndrpExclusions.id);
}

/**
 * Which of `memberIds` have a loss or wager limit or a break in force (by the rules of
 * `hasPlayLimits` and `restrictionsOf`), in one query for a batch of bets.
 */
export async function membersLimitedOrRestricted(db: DbOrTx, memberIds: number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  // protection_bet_guarded (migration 0035) holds the rule, so that a statement that writes bets
  // (Crash's crash_place_bets) can ask it too.
  const { rows } = await db.execute(sql`
    select m.id from members m
    where m.id in (select jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb)::bigint)
      and protection_bet_guarded(m.id)`);
  return new Set(rows.map((row) => Number(row.id)));
}

/** Members an NDRP entry matches, by the same rule `restrictionsOf` applies. */
export async function membersMatching(
  db: DbOrTx,
  fullName: string,
  mobileNum: string | null,
  birthDate: string | null,
) {
  const { rows } = await db.execute(sql`
    select id, username from members
    where (${mobileNum}::text is not null and mobile_num = ${mobileNum})
       or (payee_name is not null and lower(regexp_replace(btrim(payee_name), '\\s+', ' ', 'g')) = ${normalName(fullName)}
           and (${birthDate}::date is null or birth_date is null or birth_date = ${birthDate}::date))
    order by id`);
  return rows.map((row) => ({ id: Number(row.id), username: String(row.username) }));
}
