import { defineEndpoint } from '../endpoint.js';

const tags = ['message'];

/** Unread counters, the inbox and the live-chat hand-off (R-API-77, R-API-80 … R-API-82, R-MSG-11). */
export const messageEndpoints = {
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    access: 'member',
    tags,
    query: 'unreadCountQuerySchema',
    response: 'unreadCountSchema',
  }),
  chatUnread: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/CBS_unreadCount',
    access: 'real-member',
    tags,
    query: 'chatUnreadQuerySchema',
    response: 'chatUnreadSchema',
  }),
  chatModels: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    access: 'public',
    tags,
    query: 'modelListQuerySchema',
    response: 'modelListSchema',
  }),
  launchChat: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    access: 'real-member',
    tags,
    query: 'launchChatQuerySchema',
    response: 'launchChatSchema',
  }),
  inbox: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getInbox',
    access: 'real-member',
    tags,
    query: 'inboxQuerySchema',
    response: 'inboxPageSchema',
  }),
  readInboxMessage: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_readInboxMessage',
    access: 'real-member',
    tags,
    body: 'inboxMessageBodySchema',
    response: 'successSchema',
  }),
  deleteInboxMessage: defineEndpoint({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_deleteInboxMessage',
    access: 'real-member',
    tags,
    body: 'inboxMessageBodySchema',
    response: 'successSchema',
  }),
} as const;
