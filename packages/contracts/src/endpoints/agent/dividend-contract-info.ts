import type { EndpointSpec } from '../../endpoint.js';

/** The dividend contract between the caller and their upline: tiers, period, status (R-API-111, R-AGENT-06). */
export const dividendContractInfo = {
  method: 'GET',
  path: '/wps/relay/MCS2_getContractDividendInfo',
  access: 'real-member',
  tags: ['agent'],
  query: 'emptyQuerySchema',
  response: 'dividendContractInfoSchema',
} as const satisfies EndpointSpec;
