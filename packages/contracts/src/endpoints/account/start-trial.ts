import type { EndpointSpec } from '../../endpoint.js';

export const startTrial = {
  method: 'POST',
  path: '/wps/session/login/freeplay',
  access: 'public',
  tags: ['session'],
  body: 'freeplayBodySchema',
  response: 'freeplayValueSchema',
} as const satisfies EndpointSpec;
