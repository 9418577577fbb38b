import type { EndpointSpec } from '../../endpoint.js';

/** Confirms a raise or removal whose 24 hours have passed (LIMIT_NOT_CONFIRMABLE before). */
export const confirmLimit = {
  method: 'POST',
  path: '/wps/protection/limit/confirm',
  access: 'real-member',
  tags: ['protection'],
  body: 'limitKeySchema',
  response: 'protectionStateSchema',
} as const satisfies EndpointSpec;
