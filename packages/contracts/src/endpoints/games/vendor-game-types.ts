import type { EndpointSpec } from '../../endpoint.js';

const tags = ['games'];

export const vendorGameTypes = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  access: 'public',
  tags,
  query: 'vendorGameTypesQuerySchema',
  response: 'vendorGameTypesSchema',
} as const satisfies EndpointSpec;
