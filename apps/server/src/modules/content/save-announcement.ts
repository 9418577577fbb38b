import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, isLanguage } from '@app/contracts';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import { insertAnnouncement, insertNews } from './announcement-repository.js';

const language = z.string().refine(isLanguage, 'one of EN, PT, TY, CN, VI, TH, JA');
/** A /m/ path inside the site or an http(s) URL; empty for none. */
const link = z
  .string()
  .max(2000)
  .regex(/^(|\/m\/\S*|https?:\/\/\S+)$/u, 'a /m/ path or an http(s) URL')
  .default('');
const image = z
  .string()
  .max(2000)
  .regex(/^(|\/\S*|https:\/\/\S+)$/u, 'a site path or an https URL')
  .default('');

export const announcementInputSchema = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES),
  groupName: z.enum(BANNER_GROUPS).nullable().default(null),
  language,
  title: z.string().trim().min(1).max(200),
  content: z.string().max(100_000).default(''),
  imageUrl: image,
  url: link,
  linkage: z
    .string()
    .max(2000)
    .regex(/^(|https:\/\/\S+)$/u, 'an https URL')
    .default(''),
  position: z.int().min(0).max(1_000_000).default(0),
  startsAt: z.date().nullable().default(null),
  endsAt: z.date().nullable().default(null),
  enabled: z.boolean().default(true),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/** Stores an announcement with its HTML sanitised first (S-24); returns its id. */
export async function saveAnnouncement(db: DbOrTx, input: AnnouncementInput) {
  const item = announcementInputSchema.parse(input);
  return insertAnnouncement(db, { ...item, content: sanitizeHtml(item.content) });
}

export const newsInputSchema = z.object({
  language,
  title: z.string().trim().min(1).max(200),
  content: z.string().max(100_000).default(''),
  publishedAt: z.date().optional(),
});
export type NewsInput = z.input<typeof newsInputSchema>;

export async function saveNews(db: DbOrTx, input: NewsInput) {
  const item = newsInputSchema.parse(input);
  return insertNews(db, { ...item, content: sanitizeHtml(item.content) });
}
