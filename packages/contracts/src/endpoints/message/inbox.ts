import type { EndpointSpec } from '../../endpoint.js';

const tags = ['message'];

export const inbox = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getInbox',
  access: 'real-member',
  tags,
  query: 'inboxQuerySchema',
  response: 'inboxPageSchema',
} as const satisfies EndpointSpec;
