import type { EndpointSpec } from '../../endpoint.js';

/** Moves several downlines in one transaction: all of them or none (R-API-123). */
export const transferMultipleDownline = {
  method: 'POST',
  path: '/wps/agent/transferMultipleDownline',
  access: 'real-member',
  tags: ['agent'],
  body: 'transferMultipleDownlineBodySchema',
  response: 'transferResultSchema',
} as const satisfies EndpointSpec;
