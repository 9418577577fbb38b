import { accountEndpoints as endpoints, type IdentityChannel } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import type { Notifier } from '../notify/index.js';
import { checkUsername } from './check-username.js';
import { type IdentityProvider, verifiedIdentity } from './identity-sign-in.js';
import { type RegisterMethod, registerMember } from './register.js';
import { resolveRegisterConfig } from './register-config.js';
import { contextOf, perMinute, type RequestContext } from './request-context.js';
import { sendRegisterCode } from './send-sms-code.js';
import { smsContextOf } from './sms-context.js';

/** Registration by name or by mobile number, and what its form needs (R-API-18, 22 … 25). */
export const registerRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifier: Notifier;
  identityProvider: IdentityProvider | null;
}> = async (app, { db, notifier, identityProvider }) => {
  const system = () => app.systemConfig.get();
  const registerConfig = async () => resolveRegisterConfig((await system()).settings.registerFields);

  /** The operator's switches for a method (R-REG-01, R-REG-23): a method that is off is refused. */
  const methodOf = async (kind: 'username' | 'mobile'): Promise<RegisterMethod> => {
    const { whitelabel } = await system();
    const allowed = kind === 'username' ? whitelabel.USERNAMEREG3 : whitelabel.MOBILENUMREG3;
    if (!allowed) throw new AppError('NO_PERMISSION');
    return { kind, smsRequired: whitelabel.REGMOBVERF3, passwordRequired: whitelabel.MOBILENUMPASSREG3 };
  };

  /**
   * A Firebase token changes the method: a Google or Facebook sign-in on the name form registers
   * by provider (its own flag decides), a verified number on the mobile form replaces the SMS code.
   */
  const proofOf = async (
    kind: 'username' | 'mobile',
    body: { firebaseChannel?: IdentityChannel | undefined; firebaseIdToken: string },
    ctx: RequestContext,
  ) => {
    const channel = body.firebaseChannel;
    if (channel === undefined) return { method: await methodOf(kind), identity: null };
    if ((channel === 'sms') !== (kind === 'mobile'))
      throw new AppError('VALIDATION_ERROR', { field: 'firebaseChannel' });
    const identity = await verifiedIdentity(
      channel,
      body.firebaseIdToken,
      identityProvider,
      await system(),
      ctx,
    );
    const method: RegisterMethod =
      kind === 'mobile'
        ? await methodOf(kind)
        : { kind: 'provider', smsRequired: false, passwordRequired: false };
    return { method, identity };
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
    routeOf(app, endpoint, { config: perMinute(10) }, async (request) => {
      const ctx = contextOf(request);
      const { method, identity } = await proofOf(kind, request.body, ctx);
      return ok(
        await registerMember(db, request.body, await registerConfig(), method, ctx, await siteOf(), identity),
      );
    });
  }

  routeOf(app, endpoints.sendRegisterCode, { config: perMinute(10) }, async (request, reply) => {
    await methodOf('mobile');
    const site = (await system()).settings.siteName;
    return ok(await sendRegisterCode(db, notifier, request.body, smsContextOf(request, reply, site)));
  });
};
