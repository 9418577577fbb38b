import { feedbackEndpoints } from '@app/contracts';
import { feedbackFieldsSchema } from '@app/contracts/schemas';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sessionOf } from '../session/index.js';
import type { FeedbackStorage } from './feedback-storage.js';
import { FEEDBACK_FORM_LIMITS, readFeedbackForm } from './read-feedback-form.js';
import { submitFeedback } from './submit-feedback.js';

/** Multipart is parsed only inside this plugin, so no other call accepts it. */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FeedbackStorage;
  sendsPerMinute: number;
}> = async (app, { db, storage, sendsPerMinute }) => {
  await app.register(multipart, { limits: FEEDBACK_FORM_LIMITS });

  routeOf(
    app,
    feedbackEndpoints.send,
    {
      config: {
        rateLimit: {
          max: sendsPerMinute,
          timeWindow: 60_000,
          // After requireMember, so the count is the member's wherever they connect from.
          hook: 'preHandler',
          keyGenerator: (request) => `feedback:${sessionOf(request).memberId}`,
        },
      },
    },
    async (request) => {
      const form = await readFeedbackForm(request);
      const fields = feedbackFieldsSchema.safeParse(form.fields);
      if (!fields.success) {
        const issue = fields.error.issues[0];
        const unknownKey = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
        throw new AppError('VALIDATION_ERROR', { field: unknownKey ?? String(issue?.path[0] ?? 'body') });
      }
      return ok(await submitFeedback(db, storage, sessionOf(request).memberId, fields.data, form.images));
    },
  );
};
