import type { LimitKey } from '@app/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { protectionLimits } from '../../db/schema/index.js';

export type LimitRow = typeof protectionLimits.$inferSelect;

const keyOf = (memberId: number, key: LimitKey) =>
  and(
    eq(protectionLimits.memberId, memberId),
    eq(protectionLimits.kind, key.kind),
    eq(protectionLimits.period, key.period),
  );

/**
 * The member's session-time limit in minutes (null without one), as a scalar subquery: opening a
 * session reads it in the same statement that writes the session (see openSession).
 */
export function sessionMinutesSql(memberId: number): SQL<number | null> {
  return sql<number | null>`(select ${protectionLimits.amount} from ${protectionLimits}
    where ${protectionLimits.memberId} = ${memberId} and ${protectionLimits.kind} = 'session')`;
}

export async function listLimits(db: DbOrTx, memberId: number): Promise<LimitRow[]> {
  return db.select().from(protectionLimits).where(eq(protectionLimits.memberId, memberId));
}

/** The limit row, locked until the transaction ends: a change and a confirmation never interleave. */
export async function lockLimit(db: DbOrTx, memberId: number, key: LimitKey): Promise<LimitRow | undefined> {
  const rows = await db.select().from(protectionLimits).where(keyOf(memberId, key)).for('update');
  return rows[0];
}

/** Sets the value in force and drops anything pending (a new limit, or a lower one). */
export async function applyLimit(db: DbOrTx, memberId: number, key: LimitKey, amount: number) {
  const pendingNone = {
    pendingAmount: null,
    pendingRemove: false,
    confirmableAt: null,
    updatedAt: sql`now()`,
  };
  await db
    .insert(protectionLimits)
    .values({ memberId, ...key, amount, ...pendingNone })
    .onConflictDoUpdate({
      target: [protectionLimits.memberId, protectionLimits.kind, protectionLimits.period],
      set: { amount, ...pendingNone },
    });
}

/** Puts a raise (an amount) or a removal (null) on hold until `confirmableAt`. */
export async function holdChange(
  db: DbOrTx,
  memberId: number,
  key: LimitKey,
  pendingAmount: number | null,
  confirmableAt: Date,
) {
  await db
    .update(protectionLimits)
    .set({ pendingAmount, pendingRemove: pendingAmount === null, confirmableAt, updatedAt: sql`now()` })
    .where(keyOf(memberId, key));
}

export async function deleteLimit(db: DbOrTx, memberId: number, key: LimitKey) {
  await db.delete(protectionLimits).where(keyOf(memberId, key));
}

/** Whether the member has any loss or wager limit: the bet path's quick look before it locks anything. */
export async function hasPlayLimits(db: DbOrTx, memberId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select exists (select 1 from protection_limits
      where member_id = ${memberId} and kind in ('loss', 'wager')) as limited`);
  return rows[0]?.limited === true;
}
