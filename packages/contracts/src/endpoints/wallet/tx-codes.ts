import type { EndpointSpec } from '../../endpoint.js';

const tags = ['wallet'];

export const txCodes = {
  method: 'GET',
  path: '/wps/relay/GLS2_TxCodeList',
  access: 'public',
  tags,
  query: 'txCodeListQuerySchema',
  response: 'txCodeListSchema',
} as const satisfies EndpointSpec;
