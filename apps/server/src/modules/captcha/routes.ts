import { captchaValueSchema, envelopeOf } from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { issueCaptcha } from './captchas.js';
import { CAPTCHA_COOKIE, captchaCookieOptions } from './cookie.js';

const CAPTCHAS_PER_IP_PER_MINUTE = 30;

export const captchaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/captcha',
    {
      config: { rateLimit: { max: CAPTCHAS_PER_IP_PER_MINUTE, timeWindow: 60_000 } },
      schema: { tags: ['session'], response: { 200: envelopeOf(captchaValueSchema) } },
    },
    async (request, reply) => {
      const { binding, image } = await issueCaptcha(db, request.cookies[CAPTCHA_COOKIE], request.ip);
      reply.setCookie(CAPTCHA_COOKIE, binding, captchaCookieOptions);
      return ok(image);
    },
  );
};
