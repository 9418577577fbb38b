import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

/** Answers the game URL, or URL_EMPTY / TRIAL_FORBIDDEN (R-GAMES-40). */
export const launch = {
  method: 'GET',
  path: '/wps/game/launchGame',
  access: 'member',
  tags,
  query: 'launchQuerySchema',
  response: 'launchValueSchema',
} as const satisfies EndpointSpec;
