import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { houseSeeds } from '../../db/schema/index.js';

export type SeedRow = typeof houseSeeds.$inferSelect;

function newSeed(memberId: number, clientSeed: string) {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    memberId,
    serverSeed,
    serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
    clientSeed,
  };
}

/** A fresh client seed for a player who never chose one. */
export const randomClientSeed = () => randomBytes(8).toString('hex');

/** Names the per-member lock of house seeds among the database's advisory locks. */
const SEED_LOCK_SPACE = 0x48_53_45_44; // "HSED"

/**
 * The member's active seed pair, locked for the caller's transaction (spins use its nonces one at
 * a time); made on first use. The member's advisory lock comes first: a row lock alone lets a
 * waiting rotation or spin wake up to a row that is no longer active while the new one is outside
 * its snapshot, and two first uses would race to make the pair.
 */
export async function lockActiveSeed(db: DbOrTx, memberId: number): Promise<SeedRow> {
  await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_SPACE}, ${memberId})`);
  const [found] = await db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.active, true)))
    .for('update');
  if (found) return found;
  await db.insert(houseSeeds).values(newSeed(memberId, randomClientSeed())).onConflictDoNothing();
  const [made] = await db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.active, true)))
    .for('update');
  if (!made) throw new Error('house seed: no active seed after insert');
  return made;
}

export async function advanceNonce(db: DbOrTx, seedId: number) {
  await db
    .update(houseSeeds)
    .set({ nextNonce: sql`${houseSeeds.nextNonce} + 1` })
    .where(eq(houseSeeds.id, seedId));
}

/** Reveals the active pair and starts a new one with the player's client seed. */
export async function replaceActiveSeed(db: DbOrTx, seed: SeedRow, clientSeed: string) {
  await db
    .update(houseSeeds)
    .set({ active: false, revealedAt: new Date() })
    .where(eq(houseSeeds.id, seed.id));
  await db.insert(houseSeeds).values(newSeed(seed.memberId, clientSeed));
}

export async function revealedSeeds(db: DbOrTx, memberId: number, limit: number) {
  return db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), isNotNull(houseSeeds.revealedAt)))
    .orderBy(desc(houseSeeds.id))
    .limit(limit);
}

export async function findSeed(db: DbOrTx, seedId: number) {
  const [row] = await db.select().from(houseSeeds).where(eq(houseSeeds.id, seedId));
  return row;
}
