import { DEFAULT_LANGUAGE, type LobbyNews, resolveLanguage } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { listCurrentNews } from './announcement-repository.js';

/** R-API-76: the lobby news of the language, newest first; EN when that language has none. */
export async function getLobbyNews(db: DbOrTx, lang: string | undefined): Promise<LobbyNews> {
  const language = resolveLanguage(lang);
  let rows = await listCurrentNews(db, language);
  if (rows.length === 0 && language !== DEFAULT_LANGUAGE) rows = await listCurrentNews(db, DEFAULT_LANGUAGE);
  return { list: rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })) };
}
