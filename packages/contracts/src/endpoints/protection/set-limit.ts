import type { EndpointSpec } from '../../endpoint.js';

/** Sets a limit: a new or lower one applies at once, a higher one waits 24 hours for a second confirmation. */
export const setLimit = {
  method: 'POST',
  path: '/wps/protection/limit',
  access: 'real-member',
  tags: ['protection'],
  body: 'setLimitBodySchema',
  response: 'protectionStateSchema',
} as const satisfies EndpointSpec;
