import { defineEndpoint } from '../endpoint.js';

export const captchaEndpoints = {
  /** A new picture, bound to this browser by a cookie (R-AUTH-11). */
  issue: defineEndpoint({
    method: 'GET',
    path: '/wps/captcha',
    access: 'public',
    tags: ['session'],
    response: 'captchaValueSchema',
  }),
} as const;
