import type { EndpointSpec } from '../../endpoint.js';

const tags = ['wallet'];

/** With merchantCode the call is the public merchant wallet, whoever asks (R-API-84). */
export const wallets = {
  method: 'GET',
  path: '/wps/wallets/gcs',
  access: 'optional-member',
  tags,
  query: 'walletsQuerySchema',
  response: 'walletsOrMerchantSchema',
} as const satisfies EndpointSpec;
