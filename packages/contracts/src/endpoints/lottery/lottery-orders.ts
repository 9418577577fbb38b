import type { EndpointSpec } from '../../endpoint.js';

/** R-API-70 The member's lottery orders for a date range and status, paged. */
export const lotteryOrders = {
  method: 'GET',
  path: '/lgw/orders',
  access: 'member',
  tags: ['lottery'],
  query: 'lotteryOrdersQuerySchema',
  response: 'lotteryOrderPageSchema',
} as const satisfies EndpointSpec;
