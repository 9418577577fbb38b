import { gamesEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';
import type { LaunchQuery } from '../lib/launch';

/** The generic launcher (R-GAMES-40): answers the game URL, or URL_EMPTY / TRIAL_FORBIDDEN. */
export const launchGame = (query: LaunchQuery) => callEndpoint(gamesEndpoints.launch, { query });
