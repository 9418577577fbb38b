import type { EndpointSpec } from '../../endpoint.js';

/** Deposits, withdrawals, bets and win/loss of the caller's own tree for a period (R-AGENT-07, R-API-103). */
export const teamKpiB = {
  method: 'GET',
  path: '/wps/relay/ODSFE2_TeamKPIB',
  access: 'real-member',
  tags: ['agent'],
  query: 'teamPeriodQuerySchema',
  response: 'teamKpiBSchema',
} as const satisfies EndpointSpec;
