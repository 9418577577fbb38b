import { gamesEndpoints, type Language } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** The member's recent games (R-GAMES-34), shape {list}. */
export const getRecentGames = (language: Language, signal?: AbortSignal) =>
  callEndpoint(gamesEndpoints.recentGames, { query: { language }, signal });
