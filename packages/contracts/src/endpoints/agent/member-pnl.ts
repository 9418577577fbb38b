import type { EndpointSpec } from '../../endpoint.js';

/** Profit and loss per member of the caller's tree for a period (R-AGENT-10, R-API-107). */
export const memberPnl = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemPNL',
  access: 'real-member',
  tags: ['agent'],
  query: 'memberPnlQuerySchema',
  response: 'memberPnlPageSchema',
} as const satisfies EndpointSpec;
