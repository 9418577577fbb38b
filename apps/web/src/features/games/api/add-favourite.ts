import { apiRequest } from '../../../shared/lib/api-client';

/** R-GAMES-30: the answer is {success}. */
export const addFavourite = (nodeId: number, vendor: string) =>
  apiRequest<{ success: boolean }>('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
    body: { nodeId, vendor },
  });
