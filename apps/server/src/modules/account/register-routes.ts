import { accountEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
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

  const siteOf = async () => {
    const { settings } = await system();
    return { affiliateDomains: settings.affiliateDomains, timeZone: settings.timeZone };
  };

  routeOf(app, endpoints.registerConfig, {}, async () => ok(await registerConfig()));

  routeOf(app, endpoints.checkUsername, { config: perMinute(10) }, async (request) =>
    ok(await checkUsername(db, request.query, await registerConfig())),
  );

  for (const [endpoint, kind] of [
    [endpoints.register, 'username'],
    [endpoints.registerMobile, 'mobile'],
  ] as const) {
    routeOf(app, endpoint, { config: perMinute(10) }, async (request) =>
      ok(
        await registerMember(
          db,
          request.body,
          await registerConfig(),
          await methodOf(kind),
          contextOf(request),
          await siteOf(),
        ),
      ),
    );
  }

  routeOf(app, endpoints.sendRegisterCode, { config: perMinute(10) }, async (request, reply) => {
    await methodOf('mobile');
    const site = (await system()).settings.siteName;
    return ok(await sendRegisterCode(db, notifier, request.body, smsContextOf(request, reply, site)));
  });
};
