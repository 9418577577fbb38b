import type { EndpointSpec } from '../../endpoint.js';

/** A drawn draw's seed, commitment and numbers, to recompute in the browser. */
export const lotteryVerify = {
  method: 'GET',
  path: '/lgw/draws/verify',
  access: 'member',
  tags: ['lottery'],
  query: 'lotteryVerifyQuerySchema',
  response: 'lotteryVerifySchema',
} as const satisfies EndpointSpec;
