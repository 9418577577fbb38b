import { accountEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import type { Notifier } from '../notify/index.js';
import { contextOf, perMinute } from './request-context.js';
import { resetPasswordByLink, resetPasswordBySms, sendResetLink } from './reset-password.js';
import { sendResetCode } from './send-sms-code.js';
import { smsContextOf } from './sms-context.js';

/** A forgotten password, by SMS code or by emailed link (R-API-19, 20, 34; R-AUTH-42 … 44). */
export const recoveryRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifier: Notifier;
  publicUrl: string;
}> = async (app, { db, notifier, publicUrl }) => {
  routeOf(app, endpoints.sendResetCode, { config: perMinute(10) }, async (request, reply) => {
    const site = (await app.systemConfig.get()).settings.siteName;
    return ok(await sendResetCode(db, notifier, request.body, smsContextOf(request, reply, site)));
  });

  routeOf(app, endpoints.resetPasswordBySms, { config: perMinute(10) }, async (request) => {
    await resetPasswordBySms(db, request.body, contextOf(request));
    return ok(null);
  });

  routeOf(app, endpoints.requestResetEmail, { config: perMinute(5) }, async (request) => {
    await sendResetLink(db, notifier, request.body.username, publicUrl, contextOf(request));
    return ok(null);
  });

  routeOf(app, endpoints.resetPasswordByLink, { config: perMinute(10) }, async (request) => {
    await resetPasswordByLink(db, request.body, contextOf(request));
    return ok(null);
  });
};
