import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameCategories, gameClassifications, games, vendors } from '../../db/schema/index.js';
import { launchable } from './game-repository.js';

/** Each (category, vendor) pair with at least one launchable game, vendors in operator order. */
export function listCategoryVendors(db: DbOrTx) {
  return db
    .selectDistinct({
      category: games.category,
      code: vendors.code,
      displayName: vendors.displayName,
      icon: vendors.icon,
      accountTypeName: vendors.accountTypeName,
      inHouse: vendors.inHouse,
      gameCode: vendors.gameCode,
      cockfight: vendors.cockfight,
      position: vendors.position,
    })
    .from(games)
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .where(launchable())
    .orderBy(asc(vendors.position), asc(vendors.code));
}

/** Classification keys in use by launchable games, per category. */
export async function listUsedClassifications(db: DbOrTx) {
  const rows = await db.execute<{ category: string; key: string }>(
    sql`select distinct g.category, k.key from ${games} g join ${vendors} v on v.code = g.vendor_code
        cross join lateral unnest(g.classify) as k(key) where g.enabled and v.enabled`,
  );
  return rows.rows;
}

export function listClassifications(db: DbOrTx) {
  return db
    .select()
    .from(gameClassifications)
    .orderBy(asc(gameClassifications.position), asc(gameClassifications.key));
}

export function listCategoryOrder(db: DbOrTx) {
  return db.select().from(gameCategories);
}

export function findVendor(db: DbOrTx, code: string) {
  return db
    .select()
    .from(vendors)
    .where(eq(vendors.code, code))
    .then((rows) => rows[0]);
}

export function listVendors(db: DbOrTx) {
  return db.select().from(vendors).orderBy(asc(vendors.position), asc(vendors.code));
}

export async function setVendorEnabled(db: DbOrTx, code: string, enabled: boolean) {
  const rows = await db
    .update(vendors)
    .set({ enabled, updatedAt: sql`now()` })
    .where(eq(vendors.code, code))
    .returning({ code: vendors.code });
  return rows.length > 0;
}

export async function setGameEnabled(db: DbOrTx, nodeId: number, enabled: boolean) {
  const rows = await db
    .update(games)
    .set({ enabled, updatedAt: sql`now()` })
    .where(eq(games.nodeId, nodeId))
    .returning({ nodeId: games.nodeId });
  return rows.length > 0;
}
