import type { EndpointSpec } from '../../endpoint.js';

export const resetPasswordBySms = {
  method: 'PUT',
  path: '/wps/member/password/verification',
  access: 'public',
  tags: ['recovery'],
  body: 'resetPasswordBySmsBodySchema',
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
