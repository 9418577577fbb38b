import type { EndpointSpec } from '../../endpoint.js';

/** A forgotten password, by SMS code (R-API-19, R-AUTH-42). */
export const sendResetCode = {
  method: 'POST',
  path: '/wps/member/password/verification',
  access: 'public',
  tags: ['recovery'],
  body: 'resetSmsRequestBodySchema',
  response: 'smsSentSchema',
} as const satisfies EndpointSpec;
