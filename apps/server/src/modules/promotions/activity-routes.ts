import { promotionsEndpoints as endpoints } from '@app/contracts';
import { activityApplyFieldsSchema } from '@app/contracts/schemas';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { FEEDBACK_FORM_LIMITS, type FeedbackStorage, readFeedbackForm } from '../feedback/index.js';
import { maybeSessionOf, perMemberLimit, sessionOf } from '../session/index.js';
import { applyToActivity } from './activity-apply.js';
import { listActivities } from './activity-list.js';
import type { PromotionsDeps } from './promotions-deps.js';

/** Applications are few per member; a script sending many is held back. */
const APPLY_CALLS_PER_MINUTE = 10;

export interface ActivityDeps {
  /** Where application images are kept, apart from feedback's. */
  activityStorage: FeedbackStorage;
}

/** The activities list and applications (R-PROMO-01 … 03, R-API-127); multipart is parsed only here. */
export const activityRoutes: FastifyPluginAsyncZod<PromotionsDeps & ActivityDeps> = async (
  app,
  { db, activityStorage },
) => {
  await app.register(multipart, { limits: FEEDBACK_FORM_LIMITS });

  routeOf(app, endpoints.activityList, {}, async (request) =>
    ok({
      list: await listActivities(db, maybeSessionOf(request)?.memberId ?? null, request.query.language),
    }),
  );

  routeOf(
    app,
    endpoints.activityApply,
    perMemberLimit('activity-apply', APPLY_CALLS_PER_MINUTE),
    async (request) => {
      const form = await readFeedbackForm(request);
      const fields = activityApplyFieldsSchema.safeParse(form.fields);
      if (!fields.success) {
        const issue = fields.error.issues[0];
        const unknownKey = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
        throw new AppError('VALIDATION_ERROR', { field: unknownKey ?? String(issue?.path[0] ?? 'body') });
      }
      return ok(
        await applyToActivity(db, activityStorage, sessionOf(request).memberId, fields.data, form.images),
      );
    },
  );
};
