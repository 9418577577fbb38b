import type { EndpointSpec } from '../../endpoint.js';

/** Takes a time-out or self-excludes from now on; it cannot be shortened. */
export const takeBreak = {
  method: 'POST',
  path: '/wps/protection/break',
  access: 'real-member',
  tags: ['protection'],
  body: 'takeBreakBodySchema',
  response: 'protectionStateSchema',
} as const satisfies EndpointSpec;
