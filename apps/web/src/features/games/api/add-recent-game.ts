import { gamesEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Records a launched game among the recent ones (R-GAMES-34). */
export const addRecentGame = (nodeId: number) =>
  callEndpoint(gamesEndpoints.addRecentGame, { query: { nodeId } });
