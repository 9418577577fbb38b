import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { SystemConfigCache } from './system-config.js';

declare module 'fastify' {
  interface FastifyInstance {
    systemConfig: SystemConfigCache;
  }
}

export default fp<{ db: Db; ttlMs: number }>(
  async (app, { db, ttlMs }) => {
    app.decorate('systemConfig', new SystemConfigCache(db, ttlMs));
  },
  { name: 'system-config' },
);
