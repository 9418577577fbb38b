import { isLanguage } from '@app/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import { upsertHelpItem } from './help-repository.js';

export const helpItemInputSchema = z.object({
  language: z.string().refine(isLanguage, 'one of EN, PT, TY, CN, VI, TH, JA'),
  key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'lowercase letters, digits and dashes'),
  position: z.number().int().min(0).max(999),
  title: z.string().trim().min(1).max(80),
  content: z.string().min(1).max(100_000),
});
export type HelpItemInput = z.infer<typeof helpItemInputSchema>;

/** Stores a help item with its HTML sanitised first, so nothing unsafe is ever served (S-24). */
export async function saveHelpItem(db: Db, input: HelpItemInput) {
  const item = helpItemInputSchema.parse(input);
  await upsertHelpItem(db, { ...item, content: sanitizeHtml(item.content) });
}
