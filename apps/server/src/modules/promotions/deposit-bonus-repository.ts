import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { depositOrders, depositPromos, memberBonuses, members } from '../../db/schema/index.js';

export type DepositPromoRow = typeof depositPromos.$inferSelect;
export type NewDepositPromo = Omit<typeof depositPromos.$inferInsert, 'id' | 'createdAt' | 'hidden'>;
export type MemberBonusRow = typeof memberBonuses.$inferSelect;
export type BonusEnd = 'forfeited' | 'expired' | 'spent' | 'cancelled';

const OPEN = ['pending', 'active'];
const LIST_LIMIT = 50;

/** bigint columns come back as strings from node-postgres and as numbers from PGlite. */
const centavos = z
  .union([z.number(), z.string()])
  .nullable()
  .transform((v) => (v === null ? null : Number(v)));

/** The promotions a member may join now: shown, in their period, and not joined before when once only. */
export function listJoinablePromos(db: DbOrTx, memberId: number) {
  const joinedBefore = sql`exists (select 1 from ${memberBonuses} b where b.promo_id = ${depositPromos.id}
    and b.member_id = ${memberId} and b.status <> 'cancelled')`;
  return db
    .select()
    .from(depositPromos)
    .where(
      and(
        eq(depositPromos.hidden, false),
        lte(depositPromos.startsAt, sql`now()`),
        or(isNull(depositPromos.endsAt), gt(depositPromos.endsAt, sql`now()`)),
        or(eq(depositPromos.oncePerMember, false), sql`not ${joinedBefore}`),
      ),
    )
    .orderBy(asc(depositPromos.id))
    .limit(LIST_LIMIT);
}

export async function findPromo(db: DbOrTx, id: number) {
  const [row] = await db.select().from(depositPromos).where(eq(depositPromos.id, id));
  return row;
}

export async function listAllPromos(db: DbOrTx) {
  return db.select().from(depositPromos).orderBy(desc(depositPromos.id)).limit(LIST_LIMIT);
}

export async function insertPromo(db: DbOrTx, promo: NewDepositPromo): Promise<number> {
  const [row] = await db.insert(depositPromos).values(promo).returning({ id: depositPromos.id });
  if (!row) throw new Error('deposit promotion not inserted');
  return row.id;
}

export async function setPromoHidden(db: DbOrTx, id: number, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(depositPromos)
    .set({ hidden })
    .where(eq(depositPromos.id, id))
    .returning({ id: depositPromos.id });
  return rows.length > 0;
}

/** Whether the member joined this promotion before (a cancelled joining does not count). */
export async function joinedBefore(db: DbOrTx, memberId: number, promoId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberBonuses.id })
    .from(memberBonuses)
    .where(
      and(
        eq(memberBonuses.memberId, memberId),
        eq(memberBonuses.promoId, promoId),
        ne(memberBonuses.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Bonuses with their promotion. */
const bonusesWithPromo = (db: DbOrTx) =>
  db
    .select({ bonus: memberBonuses, promo: depositPromos })
    .from(memberBonuses)
    .innerJoin(depositPromos, eq(depositPromos.id, memberBonuses.promoId));

/** The member's pending or active bonus with its promotion, if any. */
export async function findOpenBonus(db: DbOrTx, memberId: number) {
  const [row] = await bonusesWithPromo(db).where(
    and(eq(memberBonuses.memberId, memberId), inArray(memberBonuses.status, OPEN)),
  );
  return row;
}

export async function findMemberBonus(db: DbOrTx, memberId: number, bonusId: number) {
  const [row] = await bonusesWithPromo(db).where(
    and(eq(memberBonuses.memberId, memberId), eq(memberBonuses.id, bonusId)),
  );
  return row;
}

/** Members' bonuses, newest first, of one member (by name) or of all, for the operator. */
export function listMemberBonuses(db: DbOrTx, username: string | null, limit: number) {
  return db
    .select({ bonus: memberBonuses, username: members.username })
    .from(memberBonuses)
    .innerJoin(members, eq(members.id, memberBonuses.memberId))
    .where(username === null ? undefined : sql`lower(${members.username}) = lower(${username})`)
    .orderBy(desc(memberBonuses.id))
    .limit(limit);
}

/** The member's own deposit order, as acceptPromo needs it. */
export async function findMemberDepositOrder(db: DbOrTx, memberId: number, orderId: number) {
  const [row] = await db
    .select({ id: depositOrders.id, status: depositOrders.status, amount: depositOrders.amount })
    .from(depositOrders)
    .where(and(eq(depositOrders.id, orderId), eq(depositOrders.memberId, memberId)));
  return row;
}

/** A pending bonus for the order; nothing when the member already has one open (the unique key). */
export async function insertPendingBonus(
  db: DbOrTx,
  bonus: { memberId: number; promoId: number; depositOrderId: number },
): Promise<MemberBonusRow | undefined> {
  const [row] = await db.insert(memberBonuses).values(bonus).onConflictDoNothing().returning();
  return row;
}

/** Ends a bonus and takes back its locked money (migration 0015's member_bonus_close). */
export async function closeBonus(db: DbOrTx, bonusId: number, end: BonusEnd) {
  const { rows } = await db.execute(sql`select * from member_bonus_close(${bonusId}, ${end})`);
  const row = z
    .object({ outcome: z.enum(['closed', 'unchanged']), taken: centavos, member_balance: centavos })
    .parse(rows[0]);
  return { closed: row.outcome === 'closed', taken: row.taken ?? 0, balance: row.member_balance };
}

/** Credits the bonus joined for a deposit just paid, in the caller's transaction (member_bonus_activate). */
export async function activateOrderBonus(db: DbOrTx, orderId: number, paidCentavos: number) {
  const { rows } = await db.execute(sql`select * from deposit_bonus_activate(${orderId}, ${paidCentavos})`);
  const row = z
    .object({ outcome: z.enum(['none', 'granted', 'cancelled']), member_balance: centavos })
    .parse(rows[0]);
  return { outcome: row.outcome, balance: row.member_balance };
}

/**
 * Open bonuses that should end, with how: active ones past their expiry, active ones whose locked
 * money is gone with no round of theirs still open (spent), pending ones whose deposit failed or
 * expired (cancelled). For one member, or the oldest due of all.
 */
export async function dueBonusEnds(db: DbOrTx, memberId: number | null, limit: number) {
  const { rows } = await db.execute(sql`
    select b.id, case
        when b.status = 'pending' then 'cancelled'
        when b.expires_at <= now() then 'expired'
        else 'spent' end as ending
      from member_bonuses b
      left join deposit_orders o on o.id = b.deposit_order_id
      where (${memberId}::bigint is null or b.member_id = ${memberId})
        and ((b.status = 'pending' and o.status in ('failed', 'expired', 'rejected'))
          or (b.status = 'active' and (b.expires_at <= now() or (b.locked = 0 and not exists (
            select 1 from game_rounds r where r.member_bonus_id = b.id and r.settled_at is null)))))
      order by b.id limit ${limit}`);
  return rows.map((r) => ({ id: Number(r.id), ending: String(r.ending) as BonusEnd }));
}
