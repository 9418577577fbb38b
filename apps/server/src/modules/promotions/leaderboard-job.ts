import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { scheduleJob } from '../../lib/scheduled-job.js';
import { closeDuePeriods, currentPeriod, leaderboardPolicyOf } from './leaderboard-service.js';

/** The job's name among the scheduled jobs. */
const LEADERBOARD_JOB = 'leaderboard-periods';

/**
 * Closes the ended leaderboard periods (issuing their prizes) and makes the running one, once a
 * slot across the nodes; a period's closing is safe even when two runs meet (closeDuePeriods).
 */
export const leaderboardJob: FastifyPluginAsync<{ db: Db; everyMs: number }> = async (
  app,
  { db, everyMs },
) => {
  scheduleJob(app, db, {
    name: LEADERBOARD_JOB,
    everyMs,
    run: async () => {
      const policy = leaderboardPolicyOf((await app.systemConfig.get()).settings);
      await closeDuePeriods(db, policy);
      await currentPeriod(db, policy);
    },
  });
};
