import type { EndpointSpec } from '../../endpoint.js';

const tags = ['message'];

export const chatUnread = {
  method: 'GET',
  path: '/wps/relay/CBS_unreadCount',
  access: 'real-member',
  tags,
  query: 'chatUnreadQuerySchema',
  response: 'chatUnreadSchema',
} as const satisfies EndpointSpec;
