import type { EndpointSpec } from '../../endpoint.js';

const tags = ['content'];

/** The help centre; its path is the SPEC's although it belongs to content. */
export const helpCenter = {
  method: 'GET',
  path: '/wps/system/helpCenter',
  access: 'public',
  tags,
  query: 'helpCenterQuerySchema',
  response: 'helpItemListSchema',
} as const satisfies EndpointSpec;
