import type { EndpointSpec } from '../../endpoint.js';

export const issue = {
  method: 'GET',
  path: '/wps/captcha',
  access: 'public',
  tags: ['session'],
  response: 'captchaValueSchema',
} as const satisfies EndpointSpec;
