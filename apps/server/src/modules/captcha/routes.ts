import { captchaEndpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { issueCaptcha } from './captchas.js';
import { CAPTCHA_COOKIE, captchaCookieOptions } from './cookie.js';

const CAPTCHAS_PER_IP_PER_MINUTE = 30;

export const captchaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(
    app,
    captchaEndpoints.issue,
    { config: { rateLimit: { max: CAPTCHAS_PER_IP_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { binding, image } = await issueCaptcha(db, request.cookies[CAPTCHA_COOKIE], request.ip);
      reply.setCookie(CAPTCHA_COOKIE, binding, captchaCookieOptions);
      return ok(image);
    },
  );
};
