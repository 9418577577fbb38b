import { defineEndpoint } from '../endpoint.js';

export const challengeEndpoints = {
  /** A signed proof-of-work challenge for one purpose (R-AUTH-24, R-AUTH-35). */
  issue: defineEndpoint({
    method: 'GET',
    path: '/wps/challenge',
    access: 'public',
    tags: ['session'],
    query: 'challengeQuerySchema',
    response: 'challengeSchema',
  }),
} as const;
