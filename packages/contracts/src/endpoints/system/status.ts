import type { EndpointSpec } from '../../endpoint.js';

const tags = ['system'];

export const status = {
  method: 'GET',
  path: '/wps/system/status',
  access: 'public',
  tags,
  query: 'emptyQuerySchema',
  response: 'systemStatusSchema',
} as const satisfies EndpointSpec;
