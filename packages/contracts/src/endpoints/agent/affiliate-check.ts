import type { EndpointSpec } from '../../endpoint.js';

/** Whether an affiliate code may recruit on this host, checked before registration (R-REG-13, R-API-26). */
export const affiliateCheck = {
  method: 'GET',
  path: '/wps/agent/affiliate',
  access: 'public',
  tags: ['agent'],
  query: 'affiliateCheckQuerySchema',
  response: 'affiliateCheckSchema',
} as const satisfies EndpointSpec;
