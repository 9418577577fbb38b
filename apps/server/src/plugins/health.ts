import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { databasePool, metricsRegistry } from '../lib/metrics.js';
import { sendError } from './error-envelope.js';

/** How long a readiness check may wait for the database or Redis. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = 'database' | 'migrations' | 'redis';

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * For load balancers and monitoring, outside the API and its gates (maintenance, region, rate
 * limit): `/healthz` says the process serves, `/readyz` that it can do its work (database, Redis,
 * migrations), `/metrics` is Prometheus's, behind METRICS_TOKEN.
 */
export default fp<{ config: Config; database: Database }>(
  async (app, { config, database }) => {
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, {
          lazyConnect: true,
          connectTimeout: CHECK_TIMEOUT_MS,
          maxRetriesPerRequest: 1,
        })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ event: 'readiness_redis_error', message: error.message }));
      app.addHook('onClose', async () => void redis.disconnect());
    }
    const checks: Record<Check, () => Promise<boolean>> = {
      database: async () => (await database.db.execute(sql`select 1 as ok`)).rows.length === 1,
      migrations: () => database.migrated(),
      redis: async () => (redis ? (await redis.ping()) === 'PONG' : true),
    };
    const hidden = { schema: { hide: true }, config: { rateLimit: false } } as const;

    app.get('/healthz', hidden, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/readyz', hidden, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const failed: Check[] = [];
      for (const [name, check] of Object.entries(checks) as [Check, () => Promise<boolean>][]) {
        const ok = await withTimeout(check()).catch((error: unknown) => {
          request.log.warn({ event: 'not_ready', check: name, message: String(error) });
          return false;
        });
        if (!ok) failed.push(name);
      }
      return reply
        .code(failed.length ? 503 : 200)
        .send({ status: failed.length ? 'unready' : 'ready', failed });
    });

    app.get('/metrics', hidden, async (request, reply) => {
      const token = config.METRICS_TOKEN;
      if (!token) return sendError(reply, 'NOT_FOUND');
      const given = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
      if (!sameToken(given, token)) return sendError(reply, 'NO_PERMISSION');
      const pool = database.poolStats?.();
      if (pool) for (const [state, count] of Object.entries(pool)) databasePool.set({ state }, count);
      reply.header('cache-control', 'no-store').type(metricsRegistry.contentType);
      return metricsRegistry.metrics();
    });
  },
  { name: 'health' },
);
