import { gamesEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** R-GAMES-30: the answer is {success}. */
export const addFavourite = (nodeId: number, vendor: string) =>
  callEndpoint(gamesEndpoints.addFavourite, { body: { nodeId, vendor } });
