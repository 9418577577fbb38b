import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { rollUpHouseBalances } from './ledger-repository.js';

/**
 * Folds pending house rows into the house balances every `everyMs` on each node. The roll-up is
 * safe to run on several nodes at once (each row is deleted, and counted, by one of them).
 */
export const houseRollUp: FastifyPluginAsync<{ db: Db; everyMs: number }> = async (app, { db, everyMs }) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = rollUpHouseBalances(db).catch((error: unknown) =>
        app.log.warn({ event: 'house_roll_up_failed', err: error }),
      );
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
