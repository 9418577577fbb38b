import type { EndpointSpec } from '../../endpoint.js';

/** The caller's direct downlines, paged (R-AGENT-08, R-API-125). */
export const downlines = {
  method: 'GET',
  path: '/wps/agent/downlines',
  access: 'real-member',
  tags: ['agent'],
  query: 'downlinesQuerySchema',
  response: 'downlinePageSchema',
} as const satisfies EndpointSpec;
