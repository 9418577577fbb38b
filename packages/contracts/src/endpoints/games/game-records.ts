import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

export const gameRecords = {
  method: 'GET',
  path: '/wps/relay/GCS_gameRecord',
  access: 'member',
  tags,
  query: 'gameRecordQuerySchema',
  response: 'gameRecordPageSchema',
} as const satisfies EndpointSpec;
