import { z } from 'zod';
import { LIMITS } from './constants.js';
import { codePointLength, FEEDBACK_TYPES } from './feedback-rules.js';

/** The text fields of `PUT /wps/feedback` (R-HELP-11, R-API-49); the images travel as multipart files. */
export const feedbackFieldsSchema = z.strictObject({
  content: z
    .string()
    .trim()
    .min(1)
    .refine((text) => codePointLength(text) <= LIMITS.feedbackMaxLength, {
      message: `at most ${LIMITS.feedbackMaxLength} characters`,
    }),
  type: z.enum(FEEDBACK_TYPES).optional(),
});

export type FeedbackFields = z.infer<typeof feedbackFieldsSchema>;
