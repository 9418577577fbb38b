import type { EndpointSpec } from '../../endpoint.js';

const tags = ['house games'];

export const fairness = {
  method: 'GET',
  path: '/wps/house/fairness',
  access: 'member',
  tags,
  query: 'emptyQuerySchema',
  response: 'fairnessValueSchema',
} as const satisfies EndpointSpec;
