import type { EndpointSpec } from '../../endpoint.js';

const tags = ['content'];

export const markAnnouncementRead = {
  method: 'POST',
  path: '/wps/relay/MCSFE_markAnnouncementAsRead',
  access: 'member',
  tags,
  body: 'markReadBodySchema',
  response: 'successSchema',
} as const satisfies EndpointSpec;
