import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { claimJobSlot, forgetJobRuns } from './scheduled-job-repository.js';

export interface ScheduledJob {
  /** Stable across releases: it names the job's runs in the database. */
  name: string;
  everyMs: number;
  run(db: Db): Promise<unknown>;
}

/** How much of each job's record is kept. */
const KEEP_RUNS_MS = 3600_000;
/** This process among the nodes, in the record of who ran what. */
const NODE = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * Runs a job every `everyMs` once across all the nodes on one database: time is cut into slots of
 * that length, and the node that records a slot first runs it. A node that stops leaves the next
 * slot to the others; no node is the leader that has to be replaced. Starts when the app is ready,
 * and closing the app waits for a run under way.
 */
export function scheduleJob(app: FastifyInstance, db: Db, job: ScheduledJob) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = async () => {
    const slot = Math.floor(Date.now() / job.everyMs);
    if (!(await claimJobSlot(db, job.name, slot, NODE))) return;
    await job.run(db);
    const keptSlots = Math.ceil(KEEP_RUNS_MS / job.everyMs);
    if (slot % keptSlots === 0) await forgetJobRuns(db, job.name, slot - keptSlots);
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      // A run longer than the period does not overlap the next one on this node.
      if (running) return;
      running = tick()
        .catch((error: unknown) => app.log.warn({ event: 'scheduled_job_failed', job: job.name, err: error }))
        .finally(() => {
          running = undefined;
        });
    }, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
