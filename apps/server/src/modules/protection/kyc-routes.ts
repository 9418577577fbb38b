import { protectionEndpoints as endpoints } from '@app/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import type { FeedbackStorage } from '../feedback/index.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { giveBirthDate } from './age.js';
import { getKycState, submitKyc } from './kyc.js';
import { KYC_FORM_LIMITS, readKycForm } from './read-kyc-form.js';

/** A person uploads their ID a few times at most; a script would try many. */
const UPLOADS_PER_MINUTE = 10;

/**
 * The date of birth for older members and the identity upload (issue 16). Multipart is parsed only
 * inside this plugin. The images are kept in `storage` (under the data directory) and never served.
 */
export const kycRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FeedbackStorage }> = async (
  app,
  { db, storage },
) => {
  await app.register(multipart, { limits: KYC_FORM_LIMITS });
  const memberOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  routeOf(app, endpoints.kycState, {}, async (request) => ok(await getKycState(db, memberOf(request))));
  routeOf(app, endpoints.giveBirthDate, perMemberLimit('birth-date', 10), async (request) => {
    await giveBirthDate(db, memberOf(request), request.body.birthDate);
    return ok(await getKycState(db, memberOf(request)));
  });
  routeOf(app, endpoints.submitKyc, perMemberLimit('kyc', UPLOADS_PER_MINUTE), async (request) => {
    const files = await readKycForm(request);
    return ok(await submitKyc(db, storage, memberOf(request), files));
  });
};
