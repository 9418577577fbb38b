import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * A JSON parser for the routes of one plugin that also keeps the bytes as sent, for a signature
 * computed over them (a vendor's, a payment gateway's). Returns how to read a request's bytes.
 */
export function keepRawJsonBodies(app: FastifyInstance, bodyLimit: number) {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new AppError('BAD_JSON', { field: 'body' }), undefined);
    }
  });
  return (request: FastifyRequest) => rawBodies.get(request) ?? Buffer.alloc(0);
}
