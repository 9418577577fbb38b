import type { EndpointSpec } from '../../endpoint.js';

const tags = ['message'];

export const deleteInboxMessage = {
  method: 'DELETE',
  path: '/wps/relay/MCSFE_deleteInboxMessage',
  access: 'real-member',
  tags,
  body: 'inboxMessageBodySchema',
  response: 'successSchema',
} as const satisfies EndpointSpec;
