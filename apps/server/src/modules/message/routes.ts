import {
  chatUnreadQuerySchema,
  chatUnreadSchema,
  envelopeOf,
  inboxMessageBodySchema,
  inboxPageSchema,
  inboxQuerySchema,
  launchChatQuerySchema,
  launchChatSchema,
  modelListQuerySchema,
  modelListSchema,
  successSchema,
  unreadCountQuerySchema,
  unreadCountSchema,
} from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { sessionOf } from '../account/index.js';
import { getChatUnread } from './get-chat-unread.js';
import { getUnreadCount } from './get-unread-count.js';
import { launchChat } from './launch-chat.js';
import { listChatModels } from './list-chat-models.js';
import { listInbox } from './list-inbox.js';
import { markInboxMessage } from './mark-inbox-message.js';

const tags = ['message'];

/** Unread counters, the inbox and the live-chat hand-off (R-API-77, R-API-80 … R-API-82, R-MSG-11). */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const chatConfig = async () => {
    const { whitelabel, settings } = await app.systemConfig.get();
    return { enabled: whitelabel.CBS3, liveChat: settings.liveChat };
  };

  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      preHandler: app.requireMember,
      schema: { tags, querystring: unreadCountQuerySchema, response: { 200: envelopeOf(unreadCountSchema) } },
    },
    async (request) => {
      const { enabled } = await chatConfig();
      return ok(await getUnreadCount(db, sessionOf(request), request.query.language, enabled));
    },
  );

  app.get(
    '/wps/relay/CBS_unreadCount',
    {
      preHandler: app.requireRealMember,
      schema: { tags, querystring: chatUnreadQuerySchema, response: { 200: envelopeOf(chatUnreadSchema) } },
    },
    async (request) => ok(await getChatUnread(db, sessionOf(request).memberId, (await chatConfig()).enabled)),
  );

  app.get(
    '/wps/relay/CBS_modelList',
    { schema: { tags, querystring: modelListQuerySchema, response: { 200: envelopeOf(modelListSchema) } } },
    async () => {
      const { enabled, liveChat } = await chatConfig();
      return ok(listChatModels(enabled, liveChat?.models ?? []));
    },
  );

  app.get(
    '/wps/relay/CBS_launchChat',
    {
      preHandler: app.requireRealMember,
      schema: { tags, querystring: launchChatQuerySchema, response: { 200: envelopeOf(launchChatSchema) } },
    },
    async (request) => {
      const { enabled, liveChat } = await chatConfig();
      const { language, backUrl } = request.query;
      return ok(
        launchChat(
          { enabled, urlTemplate: liveChat?.urlTemplate ?? null },
          { username: sessionOf(request).username, language, backUrl, host: request.host },
        ),
      );
    },
  );

  app.get(
    '/wps/relay/MCSFE_getInbox',
    {
      preHandler: app.requireRealMember,
      schema: { tags, querystring: inboxQuerySchema, response: { 200: envelopeOf(inboxPageSchema) } },
    },
    async (request) => ok(await listInbox(db, sessionOf(request).memberId, request.query.pageNum)),
  );

  app.post(
    '/wps/relay/MCSFE_readInboxMessage',
    {
      preHandler: app.requireRealMember,
      schema: { tags, body: inboxMessageBodySchema, response: { 200: envelopeOf(successSchema) } },
    },
    async (request) =>
      ok(await markInboxMessage(db, sessionOf(request).memberId, request.body.messageId, 'read')),
  );

  app.delete(
    '/wps/relay/MCSFE_deleteInboxMessage',
    {
      preHandler: app.requireRealMember,
      schema: { tags, body: inboxMessageBodySchema, response: { 200: envelopeOf(successSchema) } },
    },
    async (request) =>
      ok(await markInboxMessage(db, sessionOf(request).memberId, request.body.messageId, 'deleted')),
  );
};
