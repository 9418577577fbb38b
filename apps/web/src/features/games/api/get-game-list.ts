import type { GameListBody, GamePage } from '@app/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** One page of games (R-GAMES-27). */
export const getGameList = (body: GameListBody, signal?: AbortSignal) =>
  apiRequest<GamePage>('POST', '/wps/relay/GCSGAME_gameList', { body, signal });
