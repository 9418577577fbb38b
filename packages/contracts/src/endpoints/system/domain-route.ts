import type { EndpointSpec } from '../../endpoint.js';

const tags = ['system'];

export const domainRoute = {
  method: 'GET',
  path: '/wps/system/domainRoute',
  access: 'public',
  tags,
  query: 'emptyQuerySchema',
  response: 'domainRouteSchema',
} as const satisfies EndpointSpec;
