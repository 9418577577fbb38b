import { type GameListBody, gamesEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** One page of games (R-GAMES-27). */
export const getGameList = (body: GameListBody, signal?: AbortSignal) =>
  callEndpoint(gamesEndpoints.gameList, { body, signal });
