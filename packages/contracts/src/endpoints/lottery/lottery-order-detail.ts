import type { EndpointSpec } from '../../endpoint.js';

/** R-API-71 One order of the member's own with its sub-orders; another member's is NOT_FOUND. */
export const lotteryOrderDetail = {
  method: 'GET',
  path: '/lgw/orders/detail',
  access: 'member',
  tags: ['lottery'],
  query: 'lotteryOrderDetailQuerySchema',
  response: 'lotteryOrderDetailSchema',
} as const satisfies EndpointSpec;
