import type { EndpointSpec } from '../../endpoint.js';

const tags = ['wallet'];

export const transactions = {
  method: 'GET',
  path: '/wps/relay/ODS2_MemberTransaction',
  access: 'member',
  tags,
  query: 'memberTransactionQuerySchema',
  response: 'memberTransactionPageSchema',
} as const satisfies EndpointSpec;
