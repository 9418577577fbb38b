import type { EndpointSpec } from '../../endpoint.js';

export const resetPaymentPassword = {
  method: 'POST',
  path: '/wps/member/paymentPassword/reset',
  access: 'real-member',
  tags: ['member'],
  body: 'resetPaymentPasswordBodySchema',
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
