import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { regionRules, siteResources, systemSettings, whitelabelFlags } from '../../db/schema/index.js';

export function readSettingRows(db: Db) {
  return db.select({ key: systemSettings.key, value: systemSettings.value }).from(systemSettings);
}

export async function writeSetting(db: Db, key: string, value: unknown) {
  // Bound as JSON text so that a JSON null is stored as 'null', not as SQL NULL.
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await db
    .insert(systemSettings)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: json, updatedAt: sql`now()` } });
}

export function readFlagRows(db: Db) {
  return db.select({ key: whitelabelFlags.key, enabled: whitelabelFlags.enabled }).from(whitelabelFlags);
}

export async function writeFlag(db: Db, key: string, enabled: boolean) {
  await db
    .insert(whitelabelFlags)
    .values({ key, enabled })
    .onConflictDoUpdate({ target: whitelabelFlags.key, set: { enabled, updatedAt: sql`now()` } });
}

export function listRegionRules(db: Db) {
  return db
    .select({ id: regionRules.id, kind: regionRules.kind, value: regionRules.value, note: regionRules.note })
    .from(regionRules)
    .orderBy(asc(regionRules.id));
}

export async function insertRegionRule(db: Db, kind: 'country' | 'cidr', value: string, note: string | null) {
  await db.insert(regionRules).values({ kind, value, note }).onConflictDoNothing();
}

export async function deleteRegionRule(db: Db, kind: 'country' | 'cidr', value: string) {
  const removed = await db
    .delete(regionRules)
    .where(sql`${regionRules.kind} = ${kind} and ${regionRules.value} = ${value}`)
    .returning({ id: regionRules.id });
  return removed.length;
}

export function listResources(db: Db) {
  return db
    .select({ id: siteResources.id, resourceType: siteResources.resourceType, url: siteResources.url })
    .from(siteResources)
    .orderBy(asc(siteResources.position), asc(siteResources.id));
}

export async function insertResource(db: Db, resourceType: string, url: string, position: number) {
  await db
    .insert(siteResources)
    .values({ resourceType, url, position })
    .onConflictDoUpdate({ target: [siteResources.resourceType, siteResources.url], set: { position } });
}

export async function deleteResource(db: Db, id: number) {
  const removed = await db
    .delete(siteResources)
    .where(eq(siteResources.id, id))
    .returning({ id: siteResources.id });
  return removed.length;
}
