import type { EndpointSpec } from '../../endpoint.js';

const tags = ['content'];

export const notices = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getNotices',
  access: 'optional-member',
  tags,
  query: 'noticesQuerySchema',
  response: 'noticeListSchema',
} as const satisfies EndpointSpec;
