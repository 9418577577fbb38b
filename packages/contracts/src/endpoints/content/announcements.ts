import type { EndpointSpec } from '../../endpoint.js';

const tags = ['content'];

export const announcements = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  access: 'optional-member',
  tags,
  query: 'announcementListQuerySchema',
  response: 'announcementListSchema',
} as const satisfies EndpointSpec;
