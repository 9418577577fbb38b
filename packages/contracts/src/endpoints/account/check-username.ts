import type { EndpointSpec } from '../../endpoint.js';

export const checkUsername = {
  method: 'GET',
  path: '/wps/check/username',
  access: 'public',
  tags: ['register'],
  query: 'checkUsernameQuerySchema',
  response: 'checkUsernameValueSchema',
} as const satisfies EndpointSpec;
