import { messageEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sessionOf } from '../session/index.js';
import { getChatUnread } from './get-chat-unread.js';
import { getInboxMessage } from './get-inbox-message.js';
import { getUnreadCount } from './get-unread-count.js';
import { launchChat } from './launch-chat.js';
import { listChatModels } from './list-chat-models.js';
import { listInbox } from './list-inbox.js';
import { markInboxMessage } from './mark-inbox-message.js';

export const messageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const chatConfig = async () => {
    const { whitelabel, settings } = await app.systemConfig.get();
    return { enabled: whitelabel.CBS3, liveChat: settings.liveChat };
  };

  routeOf(app, endpoints.unreadCount, {}, async (request) => {
    const { enabled } = await chatConfig();
    return ok(await getUnreadCount(db, sessionOf(request), request.query.language, enabled));
  });

  routeOf(app, endpoints.chatUnread, {}, async (request) =>
    ok(await getChatUnread(db, sessionOf(request).memberId, (await chatConfig()).enabled)),
  );

  routeOf(app, endpoints.chatModels, {}, async () => {
    const { enabled, liveChat } = await chatConfig();
    return ok(listChatModels(enabled, liveChat?.models ?? []));
  });

  routeOf(app, endpoints.launchChat, {}, async (request) => {
    const { enabled, liveChat } = await chatConfig();
    const { language, backUrl } = request.query;
    return ok(
      launchChat(
        { enabled, urlTemplate: liveChat?.urlTemplate ?? null },
        { username: sessionOf(request).username, language, backUrl, host: request.host },
      ),
    );
  });

  routeOf(app, endpoints.inbox, {}, async (request) =>
    ok(await listInbox(db, sessionOf(request).memberId, request.query.pageNum)),
  );

  routeOf(app, endpoints.readInboxMessage, {}, async (request) =>
    ok(await markInboxMessage(db, sessionOf(request).memberId, request.body.messageId, 'read')),
  );

  routeOf(app, endpoints.restInbox, {}, async (request) =>
    ok(await listInbox(db, sessionOf(request).memberId, request.query.pageNum)),
  );

  routeOf(app, endpoints.restInboxMessage, {}, async (request) =>
    ok(await getInboxMessage(db, sessionOf(request).memberId, request.params.id)),
  );

  routeOf(app, endpoints.restReadInboxMessage, {}, async (request) =>
    ok(await markInboxMessage(db, sessionOf(request).memberId, request.params.id, 'read')),
  );

  routeOf(app, endpoints.deleteInboxMessage, {}, async (request) =>
    ok(await markInboxMessage(db, sessionOf(request).memberId, request.body.messageId, 'deleted')),
  );
};
