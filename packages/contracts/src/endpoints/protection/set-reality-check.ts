import type { EndpointSpec } from '../../endpoint.js';

/** The player chooses how often the reality check appears; answers the session with the new interval. */
export const setRealityCheck = {
  method: 'POST',
  path: '/wps/protection/realityCheck',
  access: 'real-member',
  tags: ['protection'],
  body: 'realityCheckBodySchema',
  response: 'playSessionSchema',
} as const satisfies EndpointSpec;
