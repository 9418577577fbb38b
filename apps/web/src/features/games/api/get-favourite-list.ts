import { gamesEndpoints, type Language, LIMITS } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** One page of favourite games (R-GAMES-33), shape {content, pageNum, totalPages}. */
export const getFavouriteList = (pageNo: number, language: Language, signal?: AbortSignal) =>
  callEndpoint(gamesEndpoints.favouriteList, {
    query: { gameType: '', pageNo, pageSize: LIMITS.gameListPageSize, language },
    signal,
  });
