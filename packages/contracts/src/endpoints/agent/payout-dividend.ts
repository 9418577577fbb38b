import type { EndpointSpec } from '../../endpoint.js';

/** The agent pays a downline's due dividend from their wallet, once per period (R-API-110, R-AGENT-11). */
export const payoutDividend = {
  method: 'POST',
  path: '/wps/relay/ODSFE2_PayoutDividend',
  access: 'real-member',
  tags: ['agent'],
  body: 'dividendPayoutBodySchema',
  response: 'dividendRowSchema',
} as const satisfies EndpointSpec;
