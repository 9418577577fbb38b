import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { holdLotteryLease, releaseLotteryLease } from './lease-repository.js';
import type { LotteryDeps } from './lottery-deps.js';
import { lotteryTick } from './tick.js';

/** The lease outlives a few missed renewals; a dead node's draws are settled within it. */
const LEASE_MS = 5_000;
const RENEW_MS = 1_000;
const NODE = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export interface LotteryLoopOptions {
  deps: LotteryDeps;
  /** How often the loop looks at the clock; 0 leaves it to the caller (tests). */
  everyMs: number;
}

/**
 * Makes and settles the draws on the node that holds the lease, so each draw happens on schedule,
 * once, on one node, and after a restart from what the database says.
 */
const loop: FastifyPluginAsync<LotteryLoopOptions> = async (app, { deps, everyMs }) => {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let leaseUntil = 0;
  const tick = async () => {
    const now = Date.now();
    if (now >= leaseUntil - (LEASE_MS - RENEW_MS))
      leaseUntil = (await holdLotteryLease(deps.db, NODE, LEASE_MS)) ? now + LEASE_MS : 0;
    if (now < leaseUntil) await lotteryTick(deps, now);
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = tick()
        .catch((error: unknown) => app.log.warn({ event: 'lottery_tick_failed', err: error }))
        .finally(() => {
          running = undefined;
        });
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    if (leaseUntil > 0) await releaseLotteryLease(deps.db, NODE).catch(() => {});
  });
};

export const lotteryLoop = fp(loop, { name: 'lottery-loop' });
