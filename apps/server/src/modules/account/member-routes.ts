import { accountEndpoints as endpoints } from '@app/contracts';
import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sessionOf } from '../session/index.js';
import { bindEmail, getIcon, setIcon, setNickname, setPayeeName } from './member-profile.js';
import { savePaymentPassword } from './payment-password.js';
import { resetPaymentPassword } from './reset-payment-password.js';
import type { ChangeContext } from './secret-throttle.js';
import { getSecurityConfig, hasWithdrawalPassword } from './security-config.js';
import { getChosenQuestions, listSecurityQuestions, saveSecurityAnswers } from './security-questions.js';

const PER_MINUTE = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

function contextOf(request: FastifyRequest): ChangeContext {
  return { ip: request.ip, log: request.log };
}

/**
 * The profile fields are saved with form-encoded posts (SPEC §7, A-29). The form parser lives only in
 * this scope: every other endpoint keeps taking JSON alone.
 */
const profileFormRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(formbody);

  routeOf(app, endpoints.setIcon, { config: PER_MINUTE(30) }, async (request) =>
    ok(await setIcon(db, sessionOf(request), request.body.icon, contextOf(request))),
  );

  routeOf(app, endpoints.setNickname, { config: PER_MINUTE(10) }, async (request) =>
    ok(await setNickname(db, sessionOf(request), request.body.nickname, contextOf(request))),
  );

  routeOf(app, endpoints.bindEmail, { config: PER_MINUTE(10) }, async (request) =>
    ok(await bindEmail(db, sessionOf(request), request.body.email, contextOf(request))),
  );

  routeOf(app, endpoints.setPayeeName, { config: PER_MINUTE(10) }, async (request) =>
    ok(await setPayeeName(db, sessionOf(request), request.body.payeeName, contextOf(request))),
  );
};

/**
 * The member centre (R-AUTH-50…52, R-API-28…41). No path names a member: each call acts on the
 * session's own (S-20).
 */
export const memberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(profileFormRoutes, { db });

  routeOf(app, endpoints.icon, {}, async (request) => ok(await getIcon(db, sessionOf(request))));

  routeOf(app, endpoints.securityConfig, {}, async (request) =>
    ok(await getSecurityConfig(db, sessionOf(request))),
  );

  routeOf(app, endpoints.hasWithdrawalPassword, {}, async (request) =>
    ok(await hasWithdrawalPassword(db, sessionOf(request))),
  );

  routeOf(app, endpoints.savePaymentPassword, { config: PER_MINUTE(10) }, async (request) => {
    await savePaymentPassword(db, sessionOf(request), request.body, contextOf(request));
    return ok(null);
  });

  routeOf(app, endpoints.resetPaymentPassword, { config: PER_MINUTE(10) }, async (request) => {
    await resetPaymentPassword(db, sessionOf(request), request.body, contextOf(request));
    return ok(null);
  });

  routeOf(app, endpoints.securityQuestions, {}, async (request) =>
    ok(listSecurityQuestions(request.query.language)),
  );

  routeOf(app, endpoints.chosenSecurityQuestions, {}, async (request) =>
    ok(await getChosenQuestions(db, sessionOf(request))),
  );

  routeOf(app, endpoints.saveSecurityAnswers, { config: PER_MINUTE(10) }, async (request) =>
    ok(await saveSecurityAnswers(db, sessionOf(request), request.body, contextOf(request))),
  );
};
