import type { EndpointSpec } from '../../endpoint.js';

const tags = ['system'];

/** The merchant's settings in one call (R-SYS-09). */
export const consolidatedSettings = {
  method: 'GET',
  path: '/wps/system/settings/consolidated',
  access: 'public',
  tags,
  query: 'emptyQuerySchema',
  response: 'consolidatedSettingsSchema',
} as const satisfies EndpointSpec;
