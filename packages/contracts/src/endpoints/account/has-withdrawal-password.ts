import type { EndpointSpec } from '../../endpoint.js';

export const hasWithdrawalPassword = {
  method: 'GET',
  path: '/wps/member/hasWithdrawalPassword',
  access: 'member',
  tags: ['member'],
  response: 'booleanValueSchema',
} as const satisfies EndpointSpec;
