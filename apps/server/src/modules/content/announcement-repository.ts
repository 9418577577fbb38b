import { and, asc, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { announcementReads, announcements, lobbyNews } from '../../db/schema/index.js';

export interface AnnouncementFilter {
  language: string;
  types?: string[] | undefined;
  groupName?: string | undefined;
}

/** Enabled and inside its window (no start: from now on; no end: until removed). */
const current = () =>
  and(
    eq(announcements.enabled, true),
    or(isNull(announcements.startsAt), lte(announcements.startsAt, sql`now()`)),
    or(isNull(announcements.endsAt), sql`${announcements.endsAt} > now()`),
  );

export function listCurrentAnnouncements(db: DbOrTx, filter: AnnouncementFilter, memberId: number | null) {
  const conditions: (SQL | undefined)[] = [current(), eq(announcements.language, filter.language)];
  if (filter.types?.length) conditions.push(inArray(announcements.type, filter.types));
  if (filter.groupName) conditions.push(eq(announcements.groupName, filter.groupName));
  return db
    .select({
      id: announcements.id,
      type: announcements.type,
      groupName: announcements.groupName,
      title: announcements.title,
      content: announcements.content,
      imageUrl: announcements.imageUrl,
      url: announcements.url,
      linkage: announcements.linkage,
      publishedAt: sql<Date>`coalesce(${announcements.startsAt}, ${announcements.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      // Only the asking member's own mark is joined (S-20); a guest has none.
      read: sql<boolean>`${announcementReads.memberId} is not null`.mapWith(Boolean),
    })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(
        eq(announcementReads.announcementId, announcements.id),
        eq(announcementReads.memberId, memberId ?? -1),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(announcements.position), desc(announcements.id))
    .limit(200);
}

export async function announcementExists(db: DbOrTx, id: number) {
  const rows = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, id));
  return rows.length > 0;
}

export async function insertRead(db: DbOrTx, memberId: number, announcementId: number) {
  await db.insert(announcementReads).values({ memberId, announcementId }).onConflictDoNothing();
}

export type AnnouncementRow = typeof announcements.$inferInsert;

export async function insertAnnouncement(db: DbOrTx, row: AnnouncementRow) {
  const [added] = await db.insert(announcements).values(row).returning({ id: announcements.id });
  return added?.id;
}

export function listAllAnnouncements(db: DbOrTx) {
  return db
    .select({
      id: announcements.id,
      type: announcements.type,
      groupName: announcements.groupName,
      language: announcements.language,
      title: announcements.title,
      position: announcements.position,
      enabled: announcements.enabled,
      startsAt: announcements.startsAt,
      endsAt: announcements.endsAt,
    })
    .from(announcements)
    .orderBy(asc(announcements.language), asc(announcements.type), asc(announcements.position));
}

export async function deleteAnnouncement(db: DbOrTx, id: number) {
  return (await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id }))
    .length;
}

export function listCurrentNews(db: DbOrTx, language: string) {
  return db
    .select({
      id: lobbyNews.id,
      title: lobbyNews.title,
      content: lobbyNews.content,
      publishedAt: lobbyNews.publishedAt,
    })
    .from(lobbyNews)
    .where(
      and(
        eq(lobbyNews.enabled, true),
        eq(lobbyNews.language, language),
        lte(lobbyNews.publishedAt, sql`now()`),
      ),
    )
    .orderBy(desc(lobbyNews.publishedAt), desc(lobbyNews.id))
    .limit(50);
}

export function listAllNews(db: DbOrTx) {
  return db
    .select({
      id: lobbyNews.id,
      language: lobbyNews.language,
      title: lobbyNews.title,
      publishedAt: lobbyNews.publishedAt,
    })
    .from(lobbyNews)
    .orderBy(asc(lobbyNews.language), desc(lobbyNews.publishedAt));
}

export async function insertNews(db: DbOrTx, row: typeof lobbyNews.$inferInsert) {
  const [added] = await db.insert(lobbyNews).values(row).returning({ id: lobbyNews.id });
  return added?.id;
}

export async function deleteNews(db: DbOrTx, id: number) {
  return (await db.delete(lobbyNews).where(eq(lobbyNews.id, id)).returning({ id: lobbyNews.id })).length;
}
