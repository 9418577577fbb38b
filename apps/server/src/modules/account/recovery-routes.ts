import {
  envelopeOf,
  resetEmailRequestBodySchema,
  resetPasswordByLinkBodySchema,
  resetPasswordBySmsBodySchema,
  resetSmsRequestBodySchema,
  smsSentSchema,
} from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
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
  app.post(
    '/wps/member/password/verification',
    {
      config: perMinute(10),
      schema: {
        tags: ['recovery'],
        body: resetSmsRequestBodySchema,
        response: { 200: envelopeOf(smsSentSchema) },
      },
    },
    async (request, reply) => {
      const site = (await app.systemConfig.get()).settings.siteName;
      return ok(await sendResetCode(db, notifier, request.body, smsContextOf(request, reply, site)));
    },
  );

  app.put(
    '/wps/member/password/verification',
    {
      config: perMinute(10),
      schema: {
        tags: ['recovery'],
        body: resetPasswordBySmsBodySchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await resetPasswordBySms(db, request.body, contextOf(request));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      config: perMinute(5),
      schema: {
        tags: ['recovery'],
        body: resetEmailRequestBodySchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await sendResetLink(db, notifier, request.body.username, publicUrl, contextOf(request));
      return ok(null);
    },
  );

  app.put(
    '/wps/member/password/email',
    {
      config: perMinute(10),
      schema: {
        tags: ['recovery'],
        body: resetPasswordByLinkBodySchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await resetPasswordByLink(db, request.body, contextOf(request));
      return ok(null);
    },
  );
};
