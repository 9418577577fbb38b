import type { EndpointSpec } from '../../endpoint.js';

const tags = ['system'];

export const whitelabel = {
  method: 'GET',
  path: '/wps/system/whitelabel',
  access: 'public',
  tags,
  query: 'emptyQuerySchema',
  response: 'whitelabelSchema',
} as const satisfies EndpointSpec;
