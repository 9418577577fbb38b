import { type FavouritePage, type Language, LIMITS } from '@app/contracts';
import { apiGet } from '../../../shared/lib/api-client';

/** One page of favourite games (R-GAMES-33), shape {content, pageNum, totalPages}. */
export const getFavouriteList = (pageNo: number, language: Language, signal?: AbortSignal) =>
  apiGet<FavouritePage>(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    { gameType: '', pageNo, pageSize: LIMITS.gameListPageSize, language },
    signal,
  );
