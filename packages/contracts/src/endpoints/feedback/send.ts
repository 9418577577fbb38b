import type { EndpointSpec } from '../../endpoint.js';

export const send = {
  method: 'PUT',
  path: '/wps/feedback',
  access: 'member',
  tags: ['feedback'],
  body: 'feedbackFieldsSchema',
  encoding: 'multipart',
  response: 'successSchema',
} as const satisfies EndpointSpec;
