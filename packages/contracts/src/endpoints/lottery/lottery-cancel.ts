import type { EndpointSpec } from '../../endpoint.js';

/** R-API-72 Cancels the member's pending sub-orders before the close and refunds them at once. */
export const lotteryCancel = {
  method: 'POST',
  path: '/lgw/orders/suborders/cancel',
  access: 'member',
  tags: ['lottery'],
  body: 'lotteryCancelBodySchema',
  response: 'lotteryCancelValueSchema',
} as const satisfies EndpointSpec;
