import { z } from 'zod';
import type { ErrorCode } from './errors.js';

/** Every JSON response is this envelope (R-API-01). */
export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.literal(true),
    value,
    code: z.null(),
    message: z.string(),
  });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  value: z
    .object({
      field: z.string().optional(),
      captcha: z.boolean().optional(),
      retryAfterSeconds: z.number().int().optional(),
    })
    .passthrough()
    .nullable(),
  code: z.string(),
  message: z.string(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope> & { code: ErrorCode };
export type Envelope<T> = { success: true; value: T; code: null; message: string } | ErrorEnvelope;
