import type { EndpointSpec } from '../../endpoint.js';

const tags = ['system'];

/** The countries the site serves, with their dialling codes (R-SYS-20). */
export const countries = {
  method: 'GET',
  path: '/wps/system/country',
  access: 'public',
  tags,
  query: 'emptyQuerySchema',
  response: 'countryListSchema',
} as const satisfies EndpointSpec;
