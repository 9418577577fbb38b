import type { EndpointSpec } from '../../endpoint.js';

/** R-API-85: money between the main wallet and a vendor's transfer wallet, not for trial accounts. */
export const walletTransfer = {
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  access: 'real-member',
  tags: ['wallet'],
  body: 'walletTransferBodySchema',
  response: 'walletTransferValueSchema',
} as const satisfies EndpointSpec;
