import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { scheduleJob } from '../../lib/scheduled-job.js';
import { payWeeklyFund, weeklyFundPolicyOf } from './weekly-fund.js';

/** The job's name among the scheduled jobs. */
const WEEKLY_FUND_JOB = 'weekly-fund';

/** Pays the last full week's weekly fund once it is over; a paid week is a no-op (payWeeklyFund). */
export const weeklyFundJob: FastifyPluginAsync<{ db: Db; everyMs: number }> = async (
  app,
  { db, everyMs },
) => {
  scheduleJob(app, db, {
    name: WEEKLY_FUND_JOB,
    everyMs,
    run: async () => payWeeklyFund(db, weeklyFundPolicyOf((await app.systemConfig.get()).settings)),
  });
};
