import { type GameList, type Language, REQUEST_CONSTANTS } from '@app/contracts';
import { apiGet } from '../../../shared/lib/api-client';

/** Hot games (R-GAMES-35), shape {list}. */
export const getHotGames = (language: Language, merchantCode: string, signal?: AbortSignal) =>
  apiGet<GameList>(
    '/wps/relay/GCSGAME_hotGamesV2',
    { isPlatform: 2, language, platform: REQUEST_CONSTANTS.platform, merchantCode },
    signal,
  );
