import { and, desc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { crashChains, crashRounds } from '../../db/schema/index.js';

export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashChainRow = typeof crashChains.$inferSelect;

export async function insertChain(db: DbOrTx, chain: Omit<typeof crashChains.$inferInsert, 'id'>) {
  const [row] = await db.insert(crashChains).values(chain).returning();
  if (!row) throw new Error('the chain was not stored');
  return row;
}

/** The newest chain and the next index of it that no round has used. */
export async function newestChainWithNextIndex(db: DbOrTx) {
  const [chain] = await db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
  if (!chain) return undefined;
  const [used] = await db
    .select({ last: max(crashRounds.chainIndex) })
    .from(crashRounds)
    .where(eq(crashRounds.chainId, chain.id));
  return { chain, nextIndex: (used?.last ?? 0) + 1 };
}

export async function chainById(db: DbOrTx, id: number) {
  const [chain] = await db.select().from(crashChains).where(eq(crashChains.id, id));
  return chain;
}

/** A new round; undefined when another node made the round of that hash first. */
export async function insertRound(db: DbOrTx, round: Omit<typeof crashRounds.$inferInsert, 'id'>) {
  const [row] = await db.insert(crashRounds).values(round).onConflictDoNothing().returning();
  return row;
}

export async function latestRound(db: DbOrTx): Promise<CrashRoundRow | undefined> {
  const [row] = await db.select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
  return row;
}

export async function roundById(db: DbOrTx, id: number): Promise<CrashRoundRow | undefined> {
  const [row] = await db.select().from(crashRounds).where(eq(crashRounds.id, id));
  return row;
}

/**
 * Names the lock between a round's bets and its start among the database's advisory locks: bets
 * hold it shared while they are written, the start takes it alone. An advisory lock queues its
 * waiters fairly, so once the start waits no new bet goes ahead of it; a shared row lock (`FOR
 * SHARE` on the round) let a stream of bets keep the start waiting, and cost each bet a new
 * multixact and a write of the round's row.
 */
const ROUND_LOCK_SPACE = 0x43_52_52_44; // "CRRD"
const roundLockKey = (id: number) => sql`${ROUND_LOCK_SPACE}::int, (${id}::bigint % 2147483647)::int`;

/**
 * The latest round if it still takes bets, with the round's bet lock held shared until the
 * transaction ends, so that the round cannot start while these bets are written; undefined once it
 * has started. The phase is read again after the lock, which may have waited for the start.
 */
export async function lockLatestBettingRound(db: DbOrTx): Promise<CrashRoundRow | undefined> {
  const { rows } = await db.execute(sql`
    select id, pg_advisory_xact_lock_shared(${ROUND_LOCK_SPACE}::int, (id % 2147483647)::int)
    from ${crashRounds}
    where id = (select max(id) from ${crashRounds}) and phase = 'betting'`);
  if (rows.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.id, Number(rows[0]?.id)), eq(crashRounds.phase, 'betting')));
  return row;
}

/**
 * Starts a round that takes bets: waits for the bets being written (and lets no new one in), then
 * moves it to `running`; false when it had started already (another node did it).
 */
export async function startRound(db: DbOrTx, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${roundLockKey(id)})`);
    return advancePhase(tx, id, 'betting', 'running');
  });
}

/** Moves a round on to `phase` once; false when it was there already (another node did it). */
export async function advancePhase(
  db: DbOrTx,
  id: number,
  from: 'betting' | 'running',
  to: 'running' | 'crashed',
) {
  const rows = await db
    .update(crashRounds)
    .set({ phase: to })
    .where(and(eq(crashRounds.id, id), eq(crashRounds.phase, from)))
    .returning({ id: crashRounds.id });
  return rows.length > 0;
}

/** Crashed rounds not yet settled, oldest first, each locked; a node busy with one is skipped. */
export async function lockUnsettledRounds(db: DbOrTx) {
  return db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.phase, 'crashed'), isNull(crashRounds.settledAt)))
    .orderBy(crashRounds.id)
    .for('update', { skipLocked: true });
}

export async function markSettled(db: DbOrTx, id: number) {
  await db.update(crashRounds).set({ settledAt: sql`now()` }).where(eq(crashRounds.id, id));
}

export async function recentCrashes(db: DbOrTx, limit: number) {
  return db
    .select({ roundId: crashRounds.id, crashPointCents: crashRounds.crashPointCents })
    .from(crashRounds)
    .where(and(eq(crashRounds.phase, 'crashed'), isNotNull(crashRounds.id)))
    .orderBy(desc(crashRounds.id))
    .limit(limit);
}
