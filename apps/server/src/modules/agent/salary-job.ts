import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { scheduleJob } from '../../lib/scheduled-job.js';
import { payDailySalaries } from './salary-payout.js';

/** The job's name among the scheduled jobs. */
const DAILY_SALARY_JOB = 'agent-daily-salary';

/**
 * Pays the finished days' salaries of the daily-salary contracts; one node per slot runs it, and
 * a day already paid is a no-op (payDailySalaries), so a second run or a second node pays nothing.
 */
export const dailySalaryJob: FastifyPluginAsync<{ db: Db; everyMs: number }> = async (
  app,
  { db, everyMs },
) => {
  scheduleJob(app, db, { name: DAILY_SALARY_JOB, everyMs, run: () => payDailySalaries(db) });
};
