import type { EndpointSpec } from '../../endpoint.js';

const tags = ['system'];

export const customerService = {
  method: 'GET',
  path: '/wps/system/customerService',
  access: 'public',
  tags,
  query: 'emptyQuerySchema',
  response: 'customerServiceOrNoneSchema',
} as const satisfies EndpointSpec;
