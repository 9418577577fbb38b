import type { EndpointSpec } from '../../endpoint.js';

const tags = ['house games'];

/** A new client seed: the active server seed is revealed and a new one committed. */
export const rotateSeed = {
  method: 'POST',
  path: '/wps/house/fairness/rotate',
  access: 'member',
  tags,
  body: 'rotateSeedBodySchema',
  response: 'fairnessValueSchema',
} as const satisfies EndpointSpec;
