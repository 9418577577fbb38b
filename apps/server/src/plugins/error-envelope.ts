import type { Duplex } from 'node:stream';
import { ERRORS, type ErrorCode } from '@app/contracts';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { closeAfterAnswer } from './upgrade-guard.js';

type Issue = { keyword?: string; instancePath?: string; params?: { keys?: string[] } };

/** The field a validation issue is about: the unknown key, else the path, else the part of the request. */
function fieldOf(issues: Issue[], context: string | undefined): string {
  const first = issues[0];
  const path = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const unknownKey = first?.keyword === 'unrecognized_keys' ? first.params?.keys?.[0] : undefined;
  if (unknownKey) return path ? `${path}.${unknownKey}` : unknownKey;
  return path || (context === 'querystring' ? 'query' : (context ?? 'body'));
}

const FRAMEWORK_CODES: Record<string, { code: ErrorCode; field: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_JSON', field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_JSON', field: 'body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'content-type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_ERROR', field: 'content-length' },
  FST_ERR_CTP_INVALID_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'content-type' },
};

/** The body of an error, for the few answers written to the socket before Fastify has a reply. */
export function errorBody(code: ErrorCode, details: Record<string, unknown> | null = null) {
  return { success: false, value: details, code, message: ERRORS[code].message };
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  details: Record<string, unknown> | null = null,
) {
  return reply.code(ERRORS[code].status).send(errorBody(code, details));
}

function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) return sendError(reply, error.code, error.details);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(reply, 'VALIDATION_ERROR', {
      field: fieldOf(error.validation as Issue[], error.validationContext),
    });
  }
  const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (known) return sendError(reply, known.code, { field: known.field });
  if (error.statusCode === 429) {
    const retryAfterSeconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    return sendError(reply, 'RATE_LIMITED', retryAfterSeconds ? { retryAfterSeconds } : null);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return sendError(reply, 'VALIDATION_ERROR', { field: 'request' });
  }
  // Our fault: log everything, show nothing of it (S-26).
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 'INTERNAL_ERROR', null);
}

/**
 * Bytes that are not HTTP (a request followed by garbage on the same connection, say): the
 * client's fault, answered with the envelope and noted at info level, never an error line.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex, log: FastifyBaseLogger) {
  log.info({ event: 'http_client_error', code: error.code, message: error.message }, 'malformed request');
  if (!socket.writable) return socket.destroy();
  const body = JSON.stringify(errorBody('VALIDATION_ERROR', { field: 'request' }));
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Errors Fastify meets before routing (a URL it cannot decode): the envelope like any other. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ event: 'bad_url', code: error.code }, 'refused before routing');
  closeAfterAnswer(request, reply);
  return sendError(reply, 'VALIDATION_ERROR', { field: 'url' });
}

/** One error handler for the whole app: every failure leaves as the envelope with a stable code. */
export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-envelope' },
);
