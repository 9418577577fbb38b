import type { EndpointSpec } from '../../endpoint.js';

/** The profile fields are saved with form-encoded posts (SPEC §7, A-29). */
export const setIcon = {
  method: 'POST',
  path: '/wps/member/info/icon',
  access: 'member',
  tags: ['member'],
  body: 'memberIconBodySchema',
  encoding: 'form',
  response: 'memberIconSchema',
} as const satisfies EndpointSpec;
