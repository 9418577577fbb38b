import type { EndpointSpec } from '../../endpoint.js';

const tags = ['message'];

/**
 * The inbox under the designed REST paths (R-API-129), beside the relay names the site calls
 * (R-MSG-11): the same pages, one message, and its read mark.
 */
export const restInbox = {
  method: 'GET',
  path: '/wps/inbox',
  access: 'real-member',
  tags,
  query: 'inboxQuerySchema',
  response: 'inboxPageSchema',
} as const satisfies EndpointSpec;

export const restInboxMessage = {
  method: 'GET',
  path: '/wps/inbox/:id',
  access: 'real-member',
  tags,
  params: 'inboxMessageParamsSchema',
  response: 'inboxMessageSchema',
} as const satisfies EndpointSpec;

export const restReadInboxMessage = {
  method: 'POST',
  path: '/wps/inbox/:id/read',
  access: 'real-member',
  tags,
  params: 'inboxMessageParamsSchema',
  response: 'successSchema',
} as const satisfies EndpointSpec;
