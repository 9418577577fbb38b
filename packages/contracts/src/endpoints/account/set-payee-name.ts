import type { EndpointSpec } from '../../endpoint.js';

export const setPayeeName = {
  method: 'POST',
  path: '/wps/member/info/payeename',
  access: 'real-member',
  tags: ['member'],
  body: 'payeeNameBodySchema',
  encoding: 'form',
  response: 'payeeNameValueSchema',
} as const satisfies EndpointSpec;
