import type { EndpointSpec } from '../../endpoint.js';

export const sendRegisterCode = {
  method: 'POST',
  path: '/wps/verification/sms/register',
  access: 'public',
  tags: ['register'],
  body: 'smsRequestBodySchema',
  response: 'smsSentSchema',
} as const satisfies EndpointSpec;
