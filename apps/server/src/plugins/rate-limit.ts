import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

/** A global per-IP ceiling; counters live in Redis when several nodes share the load. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) {
      // Without a listener ioredis prints every failed reconnect; the store answers with the error.
      redis.on('error', (error) => app.log.warn({ event: 'rate_limit_redis_error', message: error.message }));
      app.addHook('onClose', async () => void redis.quit());
    }
    await app.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      ...(redis ? { redis, nameSpace: 'rl:' } : {}),
      // Redis down: serve without the shared limit rather than fail every call (/readyz reports it).
      skipOnError: true,
      // A connection the client has already broken has no address left; it still counts, under one key.
      keyGenerator: (request) => request.ip ?? 'unknown',
      // Static files of the site are not worth counting.
      allowList: (request) => !request.url.startsWith('/wps/') && !request.url.startsWith('/lgw/'),
      // Thrown to the error handler, which answers with the envelope.
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
  },
  { name: 'rate-limit' },
);
