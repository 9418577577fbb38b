import type { EndpointSpec } from '../../endpoint.js';

export const registerConfig = {
  method: 'GET',
  path: '/wps/system/setting/register',
  access: 'public',
  tags: ['register'],
  response: 'registerConfigSchema',
} as const satisfies EndpointSpec;
