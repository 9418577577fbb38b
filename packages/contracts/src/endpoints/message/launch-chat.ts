import type { EndpointSpec } from '../../endpoint.js';

const tags = ['message'];

export const launchChat = {
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  access: 'real-member',
  tags,
  query: 'launchChatQuerySchema',
  response: 'launchChatSchema',
} as const satisfies EndpointSpec;
