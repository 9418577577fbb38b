import type { EndpointSpec } from '../../endpoint.js';

const tags = ['content'];

export const popularAnnouncements = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getPopularAnnouncements',
  access: 'optional-member',
  tags,
  query: 'noticesQuerySchema',
  response: 'noticeListSchema',
} as const satisfies EndpointSpec;
