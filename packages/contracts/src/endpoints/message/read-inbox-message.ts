import type { EndpointSpec } from '../../endpoint.js';

const tags = ['message'];

export const readInboxMessage = {
  method: 'POST',
  path: '/wps/relay/MCSFE_readInboxMessage',
  access: 'real-member',
  tags,
  body: 'inboxMessageBodySchema',
  response: 'successSchema',
} as const satisfies EndpointSpec;
