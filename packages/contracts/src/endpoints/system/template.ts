import type { EndpointSpec } from '../../endpoint.js';

const tags = ['system'];

export const template = {
  method: 'GET',
  path: '/wps/system/template',
  access: 'public',
  tags,
  query: 'emptyQuerySchema',
  response: 'mobileTemplateSchema',
} as const satisfies EndpointSpec;
