import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { scheduleJob } from '../../lib/scheduled-job.js';
import type { LiveBus } from '../live/index.js';
import { reconcileTransfers } from './reconcile-transfers.js';

/** The job's name among the scheduled jobs. */
const RECONCILE_JOB = 'vendor-transfer-reconcile';

/** Settles the transfers a vendor left unclear, once a slot across the nodes (reconcileTransfers). */
export const transferReconcileJob: FastifyPluginAsync<{
  db: Db;
  bus: LiveBus;
  everyMs: number;
  timeoutMs: number;
}> = async (app, { db, bus, everyMs, timeoutMs }) => {
  scheduleJob(app, db, {
    name: RECONCILE_JOB,
    everyMs,
    run: async () => reconcileTransfers({ db, bus, log: app.log, timeoutMs }),
  });
};
