import { accountEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import type { Notifier } from '../notify/index.js';
import { endSession, hashToken, sessionOf, tokenOf } from '../session/index.js';
import { changePassword } from './change-password.js';
import { closeAccount } from './close-account.js';
import { deviceIdOf } from './device-cookie.js';
import { type IdentityProvider, loginWithIdentity, verifiedIdentity } from './identity-sign-in.js';
import { type LoginResult, loginWithPassword, loginWithSms } from './login.js';
import { getMemberInfo } from './member-info.js';
import {
  forgetDevice,
  issueRememberToken,
  loginRemembered,
  logoutEverywhere,
  REMEMBER_COOKIE,
  rememberCookieOptions,
} from './remember.js';
import { contextOf, perMinute } from './request-context.js';
import { sendLoginCode } from './send-sms-code.js';
import { smsContextOf } from './sms-context.js';
import { getTrialUser, startTrial } from './trial.js';

/** Logging in and out, the trial, the session's member and its password (R-API-12 … 15, 27, 33). */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifier: Notifier;
  identityProvider: IdentityProvider | null;
}> = async (app, { db, notifier, identityProvider }) => {
  const siteName = async () => (await app.systemConfig.get()).settings.siteName;

  routeOf(app, endpoints.login, { config: perMinute(30) }, async (request, reply) => {
    const { username = '', password = '', countryDialingCode = '', verificationCode, ...rest } = request.body;
    const { firebaseChannel, firebaseIdToken = '', firebaseMobileNo, ...fields } = rest;
    const ctx = contextOf(request);
    // The schema has made sure the fields of the chosen kind are there.
    let result: LoginResult;
    if (firebaseChannel !== undefined) {
      const switches = await app.systemConfig.get();
      const identity = await verifiedIdentity(
        firebaseChannel,
        firebaseIdToken,
        identityProvider,
        switches,
        ctx,
      );
      const mobileNum = firebaseMobileNo || fields.mobileNum || fields.mobileNo || '';
      result = await loginWithIdentity(
        db,
        identity,
        { channel: firebaseChannel, countryDialingCode, mobileNum, type: fields.type },
        ctx,
      );
    } else if (verificationCode === undefined) {
      const deviceId = deviceIdOf(request, reply);
      result = await loginWithPassword(db, { ...fields, username, password, deviceId }, ctx);
    } else {
      result = await loginWithSms(db, { ...fields, countryDialingCode, verificationCode }, ctx);
    }
    const { session, memberId } = result;
    if (rest.remember) {
      reply.setCookie(REMEMBER_COOKIE, await issueRememberToken(db, memberId), rememberCookieOptions);
    }
    return ok(session);
  });

  routeOf(app, endpoints.loginRemembered, { config: perMinute(30) }, async (request, reply) => {
    const { session, token } = await loginRemembered(
      db,
      request.cookies[REMEMBER_COOKIE],
      contextOf(request),
    );
    reply.setCookie(REMEMBER_COOKIE, token, rememberCookieOptions);
    return ok(session);
  });

  routeOf(app, endpoints.forgetDevice, {}, async (request, reply) => {
    await forgetDevice(db, request.cookies[REMEMBER_COOKIE]);
    reply.clearCookie(REMEMBER_COOKIE, rememberCookieOptions);
    return ok(null);
  });

  routeOf(app, endpoints.sendLoginCode, { config: perMinute(10) }, async (request, reply) =>
    ok(await sendLoginCode(db, notifier, request.body, smsContextOf(request, reply, await siteName()))),
  );

  routeOf(app, endpoints.logout, {}, async (request, reply) => {
    // Idempotent (R-API-13): an unknown or ended token is already logged out.
    const token = tokenOf(request);
    const memberId = token ? await endSession(db, hashToken(token), 'logout') : undefined;
    if (memberId) request.log.info({ event: 'logout', memberId, ip: request.ip });
    // Signing out on purpose also forgets this device (H-7): the next login types the password.
    await forgetDevice(db, request.cookies[REMEMBER_COOKIE]);
    reply.clearCookie(REMEMBER_COOKIE, rememberCookieOptions);
    return ok(null);
  });

  routeOf(app, endpoints.logoutEverywhere, { config: perMinute(10) }, async (request, reply) => {
    const { memberId } = sessionOf(request);
    await logoutEverywhere(db, memberId);
    request.log.info({ event: 'logout_everywhere', memberId, ip: request.ip });
    reply.clearCookie(REMEMBER_COOKIE, rememberCookieOptions);
    return ok(null);
  });

  routeOf(app, endpoints.startTrial, { config: perMinute(5) }, async (request) =>
    ok(await startTrial(db, contextOf(request))),
  );

  routeOf(app, endpoints.trialUser, {}, async (request) => ok(await getTrialUser(db, sessionOf(request))));

  routeOf(app, endpoints.memberInfo, {}, async (request) =>
    ok(await getMemberInfo(db, sessionOf(request), (await app.systemConfig.get()).settings.vip.tiers)),
  );

  routeOf(app, endpoints.changePassword, { config: perMinute(10) }, async (request) => {
    await changePassword(db, sessionOf(request), request.body, contextOf(request));
    return ok(null);
  });

  routeOf(app, endpoints.closeAccount, { config: perMinute(10) }, async (request, reply) => {
    await closeAccount(db, sessionOf(request), request.body, contextOf(request));
    reply.clearCookie(REMEMBER_COOKIE, rememberCookieOptions);
    return ok(null);
  });
};
