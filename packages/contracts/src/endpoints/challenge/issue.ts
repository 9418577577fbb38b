import type { EndpointSpec } from '../../endpoint.js';

export const issue = {
  method: 'GET',
  path: '/wps/challenge',
  access: 'public',
  tags: ['session'],
  query: 'challengeQuerySchema',
  response: 'challengeSchema',
} as const satisfies EndpointSpec;
