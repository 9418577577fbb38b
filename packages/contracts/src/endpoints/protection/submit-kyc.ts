import type { EndpointSpec } from '../../endpoint.js';

/**
 * Uploads the identity documents (multipart files `front`, `back`, `selfie`; png or jpeg, the
 * feedback upload's checks). 409 KYC_NOT_ALLOWED while one is pending or approved.
 */
export const submitKyc = {
  method: 'PUT',
  path: '/wps/protection/kyc',
  access: 'real-member',
  tags: ['protection'],
  body: 'kycFieldsSchema',
  encoding: 'multipart',
  response: 'kycStateSchema',
} as const satisfies EndpointSpec;
