import type { EndpointSpec } from '../../endpoint.js';

const tags = ['message'];

export const chatModels = {
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  access: 'public',
  tags,
  query: 'modelListQuerySchema',
  response: 'modelListSchema',
} as const satisfies EndpointSpec;
