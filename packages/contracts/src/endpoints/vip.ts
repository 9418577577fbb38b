import { defineEndpoint } from '../endpoint.js';

/**
 * The VIP club's member call (R-API-131). Trial accounts play with DEMO money, which never counts
 * towards a tier, so they are refused like guests are (free_reject).
 */
export const vipEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/wps/member/vip',
    access: 'real-member',
    tags: ['vip'],
    query: 'emptyQuerySchema',
    response: 'vipStatusSchema',
  }),
} as const;
