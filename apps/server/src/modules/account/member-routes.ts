import {
  customerSecurityQuestionsSchema,
  emailBodySchema,
  emailValueSchema,
  envelopeOf,
  memberIconBodySchema,
  memberIconSchema,
  nicknameBodySchema,
  nicknameValueSchema,
  payeeNameBodySchema,
  payeeNameValueSchema,
  paymentPasswordBodySchema,
  resetPaymentPasswordBodySchema,
  securityAnswersBodySchema,
  securityConfigSchema,
  securityQuestionSchema,
  securityQuestionsQuerySchema,
} from '@app/contracts/schemas';
import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { sessionOf } from './auth-plugin.js';
import { bindEmail, getIcon, setIcon, setNickname, setPayeeName } from './member-profile.js';
import { savePaymentPassword } from './payment-password.js';
import { resetPaymentPassword } from './reset-payment-password.js';
import type { ChangeContext } from './secret-throttle.js';
import { getSecurityConfig, hasWithdrawalPassword } from './security-config.js';
import { getChosenQuestions, listSecurityQuestions, saveSecurityAnswers } from './security-questions.js';

const PER_MINUTE = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const tags = ['member'];
/** What the profile calls take, for the API docs: the form, or the same fields as JSON. */
const consumes = ['application/x-www-form-urlencoded', 'application/json'];

function contextOf(request: FastifyRequest): ChangeContext {
  return { ip: request.ip, log: request.log };
}

/**
 * The profile fields are saved with form-encoded posts (SPEC §7, A-29). The form parser lives only in
 * this scope: every other endpoint keeps taking JSON alone.
 */
const profileFormRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(formbody);

  app.post(
    '/wps/member/info/icon',
    {
      preHandler: app.requireMember,
      config: PER_MINUTE(30),
      schema: { tags, consumes, body: memberIconBodySchema, response: { 200: envelopeOf(memberIconSchema) } },
    },
    async (request) => ok(await setIcon(db, sessionOf(request), request.body.icon, contextOf(request))),
  );

  app.post(
    '/wps/member/info/nickname',
    {
      preHandler: app.requireMember,
      config: PER_MINUTE(10),
      schema: {
        tags,
        consumes,
        body: nicknameBodySchema,
        response: { 200: envelopeOf(nicknameValueSchema) },
      },
    },
    async (request) =>
      ok(await setNickname(db, sessionOf(request), request.body.nickname, contextOf(request))),
  );

  app.post(
    '/wps/member/info/email',
    {
      preHandler: app.requireRealMember,
      config: PER_MINUTE(10),
      schema: { tags, consumes, body: emailBodySchema, response: { 200: envelopeOf(emailValueSchema) } },
    },
    async (request) => ok(await bindEmail(db, sessionOf(request), request.body.email, contextOf(request))),
  );

  app.post(
    '/wps/member/info/payeename',
    {
      preHandler: app.requireRealMember,
      config: PER_MINUTE(10),
      schema: {
        tags,
        consumes,
        body: payeeNameBodySchema,
        response: { 200: envelopeOf(payeeNameValueSchema) },
      },
    },
    async (request) =>
      ok(await setPayeeName(db, sessionOf(request), request.body.payeeName, contextOf(request))),
  );
};

/**
 * The member centre (R-AUTH-50…52, R-API-28…41). No path names a member: each call acts on the
 * session's own (S-20).
 */
export const memberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(profileFormRoutes, { db });

  app.get(
    '/wps/member/info/icon',
    { preHandler: app.requireMember, schema: { tags, response: { 200: envelopeOf(memberIconSchema) } } },
    async (request) => ok(await getIcon(db, sessionOf(request))),
  );

  app.get(
    '/wps/member/securityConfig',
    { preHandler: app.requireMember, schema: { tags, response: { 200: envelopeOf(securityConfigSchema) } } },
    async (request) => ok(await getSecurityConfig(db, sessionOf(request))),
  );

  app.get(
    '/wps/member/hasWithdrawalPassword',
    { preHandler: app.requireMember, schema: { tags, response: { 200: envelopeOf(z.boolean()) } } },
    async (request) => ok(await hasWithdrawalPassword(db, sessionOf(request))),
  );

  app.post(
    '/wps/member/paymentPassword',
    {
      preHandler: app.requireRealMember,
      config: PER_MINUTE(10),
      schema: { tags, body: paymentPasswordBodySchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await savePaymentPassword(db, sessionOf(request), request.body, contextOf(request));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/paymentPassword/reset',
    {
      preHandler: app.requireRealMember,
      config: PER_MINUTE(10),
      schema: { tags, body: resetPaymentPasswordBodySchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await resetPaymentPassword(db, sessionOf(request), request.body, contextOf(request));
      return ok(null);
    },
  );

  app.get(
    '/wps/member/securityQuestions',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        querystring: securityQuestionsQuerySchema,
        response: { 200: envelopeOf(z.array(securityQuestionSchema)) },
      },
    },
    async (request) => ok(listSecurityQuestions(request.query.language)),
  );

  app.get(
    '/wps/member/customerSecurityQuestions',
    {
      preHandler: app.requireMember,
      schema: { tags, response: { 200: envelopeOf(customerSecurityQuestionsSchema) } },
    },
    async (request) => ok(await getChosenQuestions(db, sessionOf(request))),
  );

  app.post(
    '/wps/member/customerSecurityQuestions',
    {
      preHandler: app.requireRealMember,
      config: PER_MINUTE(10),
      schema: {
        tags,
        body: securityAnswersBodySchema,
        response: { 200: envelopeOf(customerSecurityQuestionsSchema) },
      },
    },
    async (request) =>
      ok(await saveSecurityAnswers(db, sessionOf(request), request.body, contextOf(request))),
  );
};
