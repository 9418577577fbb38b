import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { credentialKey } from './credential-key.js';

const GCM_TAG_BYTES = 16;

function open(data: unknown, privateKey: Awaited<ReturnType<typeof credentialKey>>['privateKey']): unknown {
  if (typeof data !== 'string' || data.length > 48_000) throw new Error('no sealed data');
  const envelope = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>;
  const { key, iv, ciphertext } = envelope;
  if (typeof key !== 'string' || typeof iv !== 'string' || typeof ciphertext !== 'string')
    throw new Error('bad envelope');
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(key, 'base64'),
  );
  const sealed = Buffer.from(ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
  const plain = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8'));
}

/**
 * A body sent with the `Encryption` header is opened before validation and then treated exactly
 * like a plain one (R-API-7); anything that does not open is 400 BAD_ENCRYPTION.
 */
export default fp<{ db: Db }>(
  async (app, { db }) => {
    const openBody = async (request: FastifyRequest, scheme: string | string[]) => {
      const body = request.body as { data?: unknown } | undefined;
      if (
        scheme !== ENCRYPTION_SCHEME ||
        !body ||
        typeof body !== 'object' ||
        Object.keys(body).length !== 1
      ) {
        throw new AppError('BAD_ENCRYPTION', { field: 'data' });
      }
      try {
        request.body = open(body.data, (await credentialKey(db)).privateKey);
      } catch {
        throw new AppError('BAD_ENCRYPTION', { field: 'data' });
      }
    };
    // Every request passes here and few are sealed: a plain one costs a header look-up, no promise.
    app.addHook('preValidation', (request, _reply, done) => {
      const scheme = request.headers[ENCRYPTION_HEADER];
      if (scheme === undefined) return done();
      openBody(request, scheme).then(() => done(), done);
    });
  },
  { name: 'encrypted-body' },
);
