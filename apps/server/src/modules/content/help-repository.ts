import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { helpItems } from '../../db/schema/index.js';

export function listHelpItems(db: Db, language: string) {
  return db
    .select({ key: helpItems.key, title: helpItems.title, content: helpItems.content })
    .from(helpItems)
    .where(eq(helpItems.language, language))
    .orderBy(asc(helpItems.position), asc(helpItems.id));
}

export interface HelpItemRow {
  language: string;
  key: string;
  position: number;
  title: string;
  content: string;
}

export async function upsertHelpItem(db: Db, item: HelpItemRow) {
  await db
    .insert(helpItems)
    .values(item)
    .onConflictDoUpdate({
      target: [helpItems.language, helpItems.key],
      set: { position: item.position, title: item.title, content: item.content, updatedAt: sql`now()` },
    });
}

export async function deleteHelpItem(db: Db, language: string, key: string) {
  const removed = await db
    .delete(helpItems)
    .where(and(eq(helpItems.language, language), eq(helpItems.key, key)))
    .returning({ id: helpItems.id });
  return removed.length;
}
