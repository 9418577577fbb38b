import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { scheduleJob } from '../../lib/scheduled-job.js';
import { paySalaries } from './salary-payout.js';

/** The job's name among the scheduled jobs (named when salaries were only daily). */
const SALARY_JOB = 'agent-daily-salary';

/**
 * Pays the finished days' and hours' salaries of the salary contracts; one node per slot runs it,
 * and a period already paid is a no-op (paySalaries), so a second run or a second node pays nothing.
 */
export const salaryJob: FastifyPluginAsync<{ db: Db; everyMs: number }> = async (app, { db, everyMs }) => {
  scheduleJob(app, db, { name: SALARY_JOB, everyMs, run: () => paySalaries(db) });
};
