import type { EndpointSpec } from '../../endpoint.js';

/** One of the member's deposits, as it stands now: what the page the gateway returns to shows. */
export const depositOrder = {
  method: 'GET',
  path: '/wps/cashier/deposits/:orderId',
  access: 'real-member',
  tags: ['cashier'],
  params: 'depositOrderParamsSchema',
  response: 'depositOrderSchema',
} as const satisfies EndpointSpec;
