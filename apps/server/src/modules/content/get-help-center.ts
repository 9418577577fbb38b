import { DEFAULT_LANGUAGE, type HelpItem, resolveLanguage } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { listHelpItems } from './help-repository.js';

/** Help items in the asked language, or in EN when that language has none (R-API-48). */
export async function getHelpCenter(db: Db, lang: string | undefined): Promise<HelpItem[]> {
  const language = resolveLanguage(lang);
  const items = await listHelpItems(db, language);
  if (items.length > 0 || language === DEFAULT_LANGUAGE) return items;
  return listHelpItems(db, DEFAULT_LANGUAGE);
}
