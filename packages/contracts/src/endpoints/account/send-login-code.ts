import type { EndpointSpec } from '../../endpoint.js';

export const sendLoginCode = {
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  access: 'public',
  tags: ['session'],
  body: 'smsRequestBodySchema',
  response: 'smsSentSchema',
} as const satisfies EndpointSpec;
