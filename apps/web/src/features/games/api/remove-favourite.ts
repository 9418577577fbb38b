import { gamesEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** R-GAMES-31: DELETE with a JSON body; the answer is {success}. */
export const removeFavourite = (nodeId: number, vendor: string) =>
  callEndpoint(gamesEndpoints.removeFavourite, { body: { nodeId, vendor } });
