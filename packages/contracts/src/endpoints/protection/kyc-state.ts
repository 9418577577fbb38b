import type { EndpointSpec } from '../../endpoint.js';

/** The member's identity verification: none, pending, approved, or rejected with the reason. */
export const kycState = {
  method: 'GET',
  path: '/wps/protection/kyc',
  access: 'real-member',
  tags: ['protection'],
  response: 'kycStateSchema',
} as const satisfies EndpointSpec;
