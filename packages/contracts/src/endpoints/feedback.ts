import { defineEndpoint } from '../endpoint.js';

export const feedbackEndpoints = {
  /**
   * A multipart form: `content`, optional `type`, and `images` files (R-API-49, R-HELP-11). Trial
   * accounts may send feedback: R-ROLE-17 does not list it among their refusals.
   */
  send: defineEndpoint({
    method: 'PUT',
    path: '/wps/feedback',
    access: 'member',
    tags: ['feedback'],
    body: 'feedbackFieldsSchema',
    encoding: 'multipart',
    response: 'successSchema',
  }),
} as const;
