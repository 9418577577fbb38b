import { type Announcement, type BannerGroup, DEFAULT_LANGUAGE, resolveLanguage } from '@app/contracts';
import type { announcementListQuerySchema } from '@app/contracts/schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { listCurrentAnnouncements } from './announcement-repository.js';

type Query = z.output<typeof announcementListQuerySchema>;

/**
 * R-API-74: the current announcements of the asked types and group in the asked language (EN when
 * that language has none), each with the member's own read mark; a guest's are all unread.
 */
export async function listAnnouncements(
  db: DbOrTx,
  query: Query,
  memberId: number | null,
): Promise<Announcement[]> {
  const language = resolveLanguage(query.language);
  const filter = { types: query.types, groupName: query.groupName || undefined };
  let rows = await listCurrentAnnouncements(db, { ...filter, language }, memberId);
  if (rows.length === 0 && language !== DEFAULT_LANGUAGE) {
    rows = await listCurrentAnnouncements(db, { ...filter, language: DEFAULT_LANGUAGE }, memberId);
  }
  return rows.map((r) => ({
    id: r.id,
    announcementId: r.id,
    type: r.type as Announcement['type'],
    groupName: r.groupName as BannerGroup | null,
    title: r.title,
    content: r.content,
    imageUrl: r.imageUrl,
    url: r.url,
    linkage: r.linkage,
    read: r.read,
    publishedAt: r.publishedAt.toISOString(),
  }));
}
