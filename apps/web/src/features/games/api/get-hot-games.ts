import { gamesEndpoints, type Language, REQUEST_CONSTANTS } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Hot games (R-GAMES-35), shape {list}. */
export const getHotGames = (language: Language, merchantCode: string, signal?: AbortSignal) =>
  callEndpoint(gamesEndpoints.hotGames, {
    query: { isPlatform: '2', language, platform: REQUEST_CONSTANTS.platform, merchantCode },
    signal,
  });
