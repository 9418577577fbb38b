import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { scheduleJob } from '../../lib/scheduled-job.js';
import { endDueBonuses } from './end-due-bonuses.js';

/** The job's name among the scheduled jobs. */
const DEPOSIT_BONUS_JOB = 'deposit-bonus-ends';

/** Ends expired, spent and abandoned bonuses, once a slot across the nodes (endDueBonuses). */
export const depositBonusJob: FastifyPluginAsync<{ db: Db; everyMs: number }> = async (
  app,
  { db, everyMs },
) => {
  scheduleJob(app, db, { name: DEPOSIT_BONUS_JOB, everyMs, run: async () => endDueBonuses(db) });
};
