import type { EndpointSpec } from '../../endpoint.js';

export const securityConfig = {
  method: 'GET',
  path: '/wps/member/securityConfig',
  access: 'member',
  tags: ['member'],
  response: 'securityConfigSchema',
} as const satisfies EndpointSpec;
