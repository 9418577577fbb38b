import { contentEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { maybeSessionOf, sessionOf } from '../session/index.js';
import { listAnnouncements } from './list-announcements.js';
import { listNotices, listPopularAnnouncements } from './list-notices.js';
import { getLobbyNews } from './lobby-news.js';
import { markAnnouncementRead } from './mark-announcement-read.js';

export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.announcements, {}, async (request) => {
    const memberId = maybeSessionOf(request)?.memberId ?? null;
    return ok({ list: await listAnnouncements(db, request.query, memberId) });
  });

  routeOf(app, endpoints.notices, {}, async (request) => {
    const session = maybeSessionOf(request);
    const reader = session ? { memberId: session.memberId, type: session.type } : null;
    return ok({ list: await listNotices(db, request.query.language, reader) });
  });

  routeOf(app, endpoints.popularAnnouncements, {}, async (request) => {
    const memberId = maybeSessionOf(request)?.memberId ?? null;
    return ok({ list: await listPopularAnnouncements(db, request.query.language, memberId) });
  });

  routeOf(app, endpoints.markAnnouncementRead, {}, async (request) =>
    ok(await markAnnouncementRead(db, sessionOf(request).memberId, request.body.announcementId)),
  );

  routeOf(app, endpoints.lobbyNews, {}, async (request) =>
    ok(await getLobbyNews(db, request.query.language)),
  );
};
