import type { EndpointSpec } from '../../endpoint.js';

/** The agent's own rebate per category and the range for downlines (R-API-116). */
export const rebateSettings = {
  method: 'GET',
  path: '/wps/agent/rebateSettings',
  access: 'real-member',
  tags: ['agent'],
  response: 'rebateSettingsSchema',
} as const satisfies EndpointSpec;
