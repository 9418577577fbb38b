import {
  announcementListQuerySchema,
  announcementListSchema,
  envelopeOf,
  lobbyNewsQuerySchema,
  lobbyNewsSchema,
  markReadBodySchema,
  noticeListSchema,
  noticesQuerySchema,
  successSchema,
} from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { maybeSessionOf, sessionOf } from '../account/index.js';
import { listAnnouncements } from './list-announcements.js';
import { listNotices, listPopularAnnouncements } from './list-notices.js';
import { getLobbyNews } from './lobby-news.js';
import { markAnnouncementRead } from './mark-announcement-read.js';

const tags = ['content'];

/** Announcements, banners, notices, pop-ups and lobby news (R-API-74 … R-API-79). */
export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      preHandler: app.optionalMember,
      schema: {
        tags,
        querystring: announcementListQuerySchema,
        response: { 200: envelopeOf(announcementListSchema) },
      },
    },
    async (request) => {
      const memberId = maybeSessionOf(request)?.memberId ?? null;
      return ok({ list: await listAnnouncements(db, request.query, memberId) });
    },
  );

  app.get(
    '/wps/relay/MCSFE_getNotices',
    {
      preHandler: app.optionalMember,
      schema: { tags, querystring: noticesQuerySchema, response: { 200: envelopeOf(noticeListSchema) } },
    },
    async (request) => {
      const session = maybeSessionOf(request);
      const reader = session ? { memberId: session.memberId, type: session.type } : null;
      return ok({ list: await listNotices(db, request.query.language, reader) });
    },
  );

  app.get(
    '/wps/relay/MCSFE_getPopularAnnouncements',
    {
      preHandler: app.optionalMember,
      schema: { tags, querystring: noticesQuerySchema, response: { 200: envelopeOf(noticeListSchema) } },
    },
    async (request) => {
      const memberId = maybeSessionOf(request)?.memberId ?? null;
      return ok({ list: await listPopularAnnouncements(db, request.query.language, memberId) });
    },
  );

  app.post(
    '/wps/relay/MCSFE_markAnnouncementAsRead',
    {
      preHandler: app.requireMember,
      schema: { tags, body: markReadBodySchema, response: { 200: envelopeOf(successSchema) } },
    },
    async (request) =>
      ok(await markAnnouncementRead(db, sessionOf(request).memberId, request.body.announcementId)),
  );

  app.get(
    '/wps/relay/GLS2_lobbyNews',
    { schema: { tags, querystring: lobbyNewsQuerySchema, response: { 200: envelopeOf(lobbyNewsSchema) } } },
    async (request) => ok(await getLobbyNews(db, request.query.language)),
  );
};
