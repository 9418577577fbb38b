import type { EndpointSpec } from '../../endpoint.js';

/** Team size, new and active members of the caller's own tree for a period (R-AGENT-07, R-API-102). */
export const teamKpiA = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_TeamKPIA',
  access: 'real-member',
  tags: ['agent'],
  query: 'teamPeriodQuerySchema',
  response: 'teamKpiASchema',
} as const satisfies EndpointSpec;
