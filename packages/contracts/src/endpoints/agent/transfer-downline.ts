import type { EndpointSpec } from '../../endpoint.js';

/** Moves one downline with its subtree under another agent of the caller's tree (R-API-122). */
export const transferDownline = {
  method: 'POST',
  path: '/wps/agent/transferDownline',
  access: 'real-member',
  tags: ['agent'],
  body: 'transferDownlineBodySchema',
  response: 'transferResultSchema',
} as const satisfies EndpointSpec;
