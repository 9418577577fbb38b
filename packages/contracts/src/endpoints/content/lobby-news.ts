import type { EndpointSpec } from '../../endpoint.js';

const tags = ['content'];

export const lobbyNews = {
  method: 'GET',
  path: '/wps/relay/GLS2_lobbyNews',
  access: 'public',
  tags,
  query: 'lobbyNewsQuerySchema',
  response: 'lobbyNewsSchema',
} as const satisfies EndpointSpec;
