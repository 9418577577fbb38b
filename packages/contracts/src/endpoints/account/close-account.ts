import type { EndpointSpec } from '../../endpoint.js';

/**
 * (designed, issue 16) Closes the member's own account once its balance is zero: every session
 * ends, and a login is refused with ACCOUNT_CLOSED until support reopens it.
 */
export const closeAccount = {
  method: 'POST',
  path: '/wps/member/close',
  access: 'real-member',
  tags: ['member'],
  body: 'closeAccountBodySchema',
  response: 'noValueSchema',
} as const satisfies EndpointSpec;
