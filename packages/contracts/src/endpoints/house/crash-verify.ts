import type { EndpointSpec } from '../../endpoint.js';

/** A crashed round's hash, the chain's salt and terminating hash, to recompute its crash point. */
export const crashVerify = {
  method: 'GET',
  path: '/wps/house/crash/verify',
  access: 'public',
  tags: ['house games'],
  query: 'crashVerifyQuerySchema',
  response: 'crashVerifySchema',
} as const satisfies EndpointSpec;
