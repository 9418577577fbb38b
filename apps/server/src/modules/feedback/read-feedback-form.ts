import { type ErrorCode, LIMITS } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { refuseNulCharacters } from '../../lib/text-rule.js';

/** The multipart parser's limits: every one is small, so a request cannot make the server hold much. */
export const FEEDBACK_FORM_LIMITS = {
  fileSize: LIMITS.imageMaxBytes,
  files: LIMITS.imageMaxCount,
  fields: 2,
  parts: LIMITS.imageMaxCount + 2,
  // 140 code points of up to 4 bytes each fit; more is refused rather than silently cut.
  fieldSize: 1024,
  fieldNameSize: 32,
  headerPairs: 16,
};

const IMAGE_FIELD = 'images';

const PARSER_ERRORS: Record<string, { code: ErrorCode; field: string }> = {
  FST_REQ_FILE_TOO_LARGE: { code: 'IMAGE_TOO_LARGE', field: IMAGE_FIELD },
  FST_FILES_LIMIT: { code: 'TOO_MANY_IMAGES', field: IMAGE_FIELD },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'content-type' },
};

export interface FeedbackForm {
  fields: Record<string, string>;
  /** Kept in memory (at most 3 × 5 MB) so that nothing reaches the disk before every check passed. */
  images: Buffer[];
}

function refusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const known = PARSER_ERRORS[(error as { code?: string }).code ?? ''];
  // Everything else the parser throws is a malformed or over-long form: the client's, never a 5xx.
  return known
    ? new AppError(known.code, { field: known.field })
    : new AppError('VALIDATION_ERROR', { field: 'body' });
}

/** Reads `content`, `type` and up to three `images` files of `PUT /wps/feedback` (R-HELP-11). */
export async function readFeedbackForm(request: FastifyRequest): Promise<FeedbackForm> {
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: FEEDBACK_FORM_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD) throw new AppError('VALIDATION_ERROR', { field: part.fieldname });
        images.push(await part.toBuffer());
        continue;
      }
      if (part.fieldnameTruncated || part.valueTruncated || Object.hasOwn(fields, part.fieldname)) {
        throw new AppError('VALIDATION_ERROR', { field: part.fieldname });
      }
      fields[part.fieldname] = String(part.value);
      refuseNulCharacters({ body: { [part.fieldname]: fields[part.fieldname] } });
    }
  } catch (error) {
    throw refusal(error);
  }
  return { fields, images };
}
