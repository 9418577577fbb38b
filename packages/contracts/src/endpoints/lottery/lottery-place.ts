import type { EndpointSpec } from '../../endpoint.js';

/** An order of sub-orders on a draw; 409 BETTING_CLOSED after its close, INSUFFICIENT_FUNDS with nothing taken. */
export const lotteryPlace = {
  method: 'POST',
  path: '/lgw/orders/place',
  access: 'member',
  tags: ['lottery'],
  body: 'lotteryPlaceBodySchema',
  response: 'lotteryPlaceValueSchema',
} as const satisfies EndpointSpec;
