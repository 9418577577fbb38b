import type { EndpointSpec } from '../../endpoint.js';

/** Every downline of the caller at any depth, paged and searchable by account (R-AGENT-08, R-API-104). */
export const subordinate = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_Subordinate',
  access: 'real-member',
  tags: ['agent'],
  query: 'subordinateQuerySchema',
  response: 'downlinePageSchema',
} as const satisfies EndpointSpec;
