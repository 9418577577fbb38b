import type { EndpointSpec } from '../../endpoint.js';

/**
 * A member without a date of birth gives it (asked at their next deposit): 400 on a bad date,
 * 403 UNDER_AGE under 21 (kept, so no second try), 409 BIRTH_DATE_SET when one was given.
 */
export const giveBirthDate = {
  method: 'POST',
  path: '/wps/protection/birthDate',
  access: 'real-member',
  tags: ['protection'],
  body: 'birthDateBodySchema',
  response: 'kycStateSchema',
} as const satisfies EndpointSpec;
