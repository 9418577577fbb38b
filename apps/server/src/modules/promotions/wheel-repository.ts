import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { wheelSpins } from '../../db/schema/index.js';

export type WheelSpinRow = typeof wheelSpins.$inferSelect;

export async function findOpenSpin(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.memberId, memberId), isNull(wheelSpins.spunAt)));
  return row;
}

/** The member's new commitment, or undefined when one is already open (`wheel_spins_open` allows one). */
export async function insertOpenSpin(
  db: DbOrTx,
  row: { memberId: number; serverSeed: string; seedHash: string },
) {
  const [made] = await db.insert(wheelSpins).values(row).onConflictDoNothing().returning();
  return made;
}

/** The member's commitment of that hash, locked, so parallel spins of it take turns. */
export async function lockSpinByHash(db: DbOrTx, memberId: number, seedHash: string) {
  const [row] = await db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.memberId, memberId), eq(wheelSpins.seedHash, seedHash)))
    .for('update');
  return row;
}

/** Spins made on a calendar day (YYYY-MM-DD) of the time zone. */
export async function countSpinsOn(db: DbOrTx, memberId: number, day: string, timeZone: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wheelSpins)
    .where(
      and(
        eq(wheelSpins.memberId, memberId),
        isNotNull(wheelSpins.spunAt),
        sql`(${wheelSpins.spunAt} at time zone ${timeZone})::date = ${day}::date`,
      ),
    );
  return Number(row?.count ?? 0);
}

export type SpinOutcome = Required<
  Pick<WheelSpinRow, 'clientSeed' | 'prizeTable' | 'prizeIndex' | 'amount' | 'rewardId' | 'spunAt'>
>;

export async function markSpun(db: DbOrTx, id: number, outcome: SpinOutcome) {
  const [row] = await db.update(wheelSpins).set(outcome).where(eq(wheelSpins.id, id)).returning();
  if (!row) throw new Error(`wheel spin ${id} vanished under its lock`);
  return row;
}

/** The newest spun rows; an open commitment's seed is never among them. */
export async function listSpun(db: DbOrTx, memberId: number, limit: number) {
  return db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.memberId, memberId), isNotNull(wheelSpins.spunAt)))
    .orderBy(desc(wheelSpins.spunAt), desc(wheelSpins.id))
    .limit(limit);
}
