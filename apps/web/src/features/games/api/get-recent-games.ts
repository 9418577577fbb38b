import type { GameList, Language } from '@app/contracts';
import { apiGet } from '../../../shared/lib/api-client';

/** The member's recent games (R-GAMES-34), shape {list}. */
export const getRecentGames = (language: Language, signal?: AbortSignal) =>
  apiGet<GameList>('/wps/relay/GCS_recentGame', { language }, signal);
