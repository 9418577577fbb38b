import type { EndpointSpec } from '../../endpoint.js';

const tags = ['message'];

export const unreadCount = {
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  access: 'member',
  tags,
  query: 'unreadCountQuerySchema',
  response: 'unreadCountSchema',
} as const satisfies EndpointSpec;
