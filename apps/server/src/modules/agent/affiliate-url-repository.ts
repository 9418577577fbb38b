import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { affiliateUrls } from '../../db/schema/index.js';

export type AffiliateUrlRow = typeof affiliateUrls.$inferSelect;

/** The agent's URLs not deleted, newest first. */
export async function activeUrls(db: Db, agentId: number): Promise<AffiliateUrlRow[]> {
  return db
    .select()
    .from(affiliateUrls)
    .where(and(eq(affiliateUrls.agentId, agentId), isNull(affiliateUrls.deletedAt)))
    .orderBy(desc(affiliateUrls.id));
}

/** A new URL, or null when the code is taken (member codes are 8 characters, URL codes 10, so only by another URL). */
export async function insertUrl(
  db: Db,
  values: { agentId: number; code: string; domain: string; rebateBp: number },
): Promise<AffiliateUrlRow | null> {
  const rows = await db.insert(affiliateUrls).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** Marks one of the agent's own live URLs deleted; null when the agent has no such URL. */
export async function markUrlDeleted(db: Db, agentId: number, id: number): Promise<AffiliateUrlRow | null> {
  const rows = await db
    .update(affiliateUrls)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(affiliateUrls.id, id), eq(affiliateUrls.agentId, agentId), isNull(affiliateUrls.deletedAt)))
    .returning();
  return rows[0] ?? null;
}
