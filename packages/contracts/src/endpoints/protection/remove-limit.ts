import type { EndpointSpec } from '../../endpoint.js';

/** Asks to remove a limit: it waits 24 hours for a second confirmation. */
export const removeLimit = {
  method: 'POST',
  path: '/wps/protection/limit/remove',
  access: 'real-member',
  tags: ['protection'],
  body: 'limitKeySchema',
  response: 'protectionStateSchema',
} as const satisfies EndpointSpec;
