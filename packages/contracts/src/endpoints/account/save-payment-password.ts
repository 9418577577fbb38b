import type { EndpointSpec } from '../../endpoint.js';

export const savePaymentPassword = {
  method: 'POST',
  path: '/wps/member/paymentPassword',
  access: 'real-member',
  tags: ['member'],
  body: 'paymentPasswordBodySchema',
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
