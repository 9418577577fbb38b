import {
  checkUsernameQuerySchema,
  checkUsernameValueSchema,
  envelopeOf,
  fieldConfigSchema,
  registerBodySchema,
  sessionValueSchema,
  smsRequestBodySchema,
  smsSentSchema,
} from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, ok } from '../../lib/app-error.js';
import type { Notifier } from '../notify/index.js';
import { checkUsername } from './check-username.js';
import { registerMember } from './register.js';
import { resolveRegisterConfig } from './register-config.js';
import { contextOf, perMinute } from './request-context.js';
import { sendRegisterCode } from './send-sms-code.js';
import { smsContextOf } from './sms-context.js';

/** Registration by name or by mobile number, and what its form needs (R-API-18, 22 … 25). */
export const registerRoutes: FastifyPluginAsyncZod<{ db: Db; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  const system = () => app.systemConfig.get();
  const registerConfig = async () => resolveRegisterConfig((await system()).settings.registerFields);

  /** The operator's switches for a method (R-REG-01, R-REG-23): a method that is off is refused. */
  const methodOf = async (kind: 'username' | 'mobile') => {
    const { whitelabel } = await system();
    const allowed = kind === 'username' ? whitelabel.USERNAMEREG3 : whitelabel.MOBILENUMREG3;
    if (!allowed) throw new AppError('NO_PERMISSION');
    return { kind, smsRequired: whitelabel.REGMOBVERF3, passwordRequired: whitelabel.MOBILENUMPASSREG3 };
  };

  app.get(
    '/wps/system/setting/register',
    {
      schema: { tags: ['register'], response: { 200: envelopeOf(z.record(z.string(), fieldConfigSchema)) } },
    },
    async () => ok(await registerConfig()),
  );

  app.get(
    '/wps/check/username',
    {
      config: perMinute(30),
      schema: {
        tags: ['register'],
        querystring: checkUsernameQuerySchema,
        response: { 200: envelopeOf(checkUsernameValueSchema) },
      },
    },
    async (request) => ok(await checkUsername(db, request.query.username, await registerConfig())),
  );

  for (const [path, kind] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      path,
      {
        config: perMinute(10),
        schema: {
          tags: ['register'],
          body: registerBodySchema,
          response: { 200: envelopeOf(sessionValueSchema) },
        },
      },
      async (request) =>
        ok(
          await registerMember(
            db,
            request.body,
            await registerConfig(),
            await methodOf(kind),
            contextOf(request),
          ),
        ),
    );
  }

  app.post(
    '/wps/verification/sms/register',
    {
      config: perMinute(10),
      schema: {
        tags: ['register'],
        body: smsRequestBodySchema,
        response: { 200: envelopeOf(smsSentSchema) },
      },
    },
    async (request, reply) => {
      await methodOf('mobile');
      const site = (await system()).settings.siteName;
      return ok(await sendRegisterCode(db, notifier, request.body, smsContextOf(request, reply, site)));
    },
  );
};
