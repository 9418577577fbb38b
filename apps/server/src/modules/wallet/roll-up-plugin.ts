import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { scheduleJob } from '../../lib/scheduled-job.js';
import { rollUpHouseBalances } from './ledger-repository.js';

/** The roll-up's name among the scheduled jobs. */
const HOUSE_ROLL_UP_JOB = 'house-roll-up';

/** Folds pending house rows into the house balances every `everyMs`, on one node at a time. */
export const houseRollUp: FastifyPluginAsync<{ db: Db; everyMs: number }> = async (app, { db, everyMs }) => {
  scheduleJob(app, db, { name: HOUSE_ROLL_UP_JOB, everyMs, run: rollUpHouseBalances });
};
