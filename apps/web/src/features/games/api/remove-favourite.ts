import { apiRequest } from '../../../shared/lib/api-client';

/** R-GAMES-31: DELETE with a JSON body; the answer is {success}. */
export const removeFavourite = (nodeId: number, vendor: string) =>
  apiRequest<{ success: boolean }>('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {
    body: { nodeId, vendor },
  });
