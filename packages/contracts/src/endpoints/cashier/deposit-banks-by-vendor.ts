import type { EndpointSpec } from '../../endpoint.js';

/** R-API-88: the deposit methods by payment vendor, each with its limits. */
export const depositBanksByVendor = {
  method: 'GET',
  path: '/wps/relay/MCS2_depositBanksByVendor',
  access: 'real-member',
  tags: ['cashier'],
  query: 'emptyQuerySchema',
  response: 'depositBanksByVendorValueSchema',
} as const satisfies EndpointSpec;
