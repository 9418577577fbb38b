import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/client.js';
import { boardAnnouncer } from './board.js';
import type { CrashDeps } from './crash-deps.js';
import { holdLoopLease, releaseLoopLease } from './lease-repository.js';
import { crashTick } from './tick.js';

/** The lease outlives a few missed renewals, and a dead node's rounds resume within it. */
const LEASE_MS = 3_000;
const RENEW_MS = 1_000;
/**
 * How often the live list of bets is read and, when it changed, sent: a thousand players betting
 * make two small messages a second to each page, not a thousand. Each is one write per socket, and
 * those writes, not their size, were what the list cost the server (the player's own bet and
 * cash-out come back at once in the answer to their call).
 */
const BOARD_MS = 500;
const NODE = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export interface CrashLoopOptions {
  deps: CrashDeps;
  /** How often the loop looks at the clock; 0 leaves the loop to the caller (tests). */
  everyMs: number;
  /**
   * Where the live list is read: the requests' pool, so that the loop's own connection stays free
   * for the round's phases and settlement.
   */
  boardDb: DbOrTx;
}

/**
 * Drives the rounds on the node that holds the lease. Each tick is safe to repeat, so a node that
 * lost its lease while a tick ran, or one that restarts, resumes from what the database says.
 */
const loop: FastifyPluginAsync<CrashLoopOptions> = async (app, { deps, everyMs, boardDb }) => {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let boardTimer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let boarding: Promise<unknown> | undefined;
  let leaseUntil = 0;
  const announceBoard = boardAnnouncer(boardDb, deps.bus);
  const tick = async () => {
    const now = Date.now();
    if (now >= leaseUntil - (LEASE_MS - RENEW_MS)) {
      leaseUntil = (await holdLoopLease(deps.db, NODE, LEASE_MS)) ? now + LEASE_MS : 0;
    }
    if (now < leaseUntil) await crashTick(deps, now);
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = tick()
        .catch((error: unknown) => app.log.warn({ event: 'crash_tick_failed', err: error }))
        .finally(() => {
          running = undefined;
        });
    }, everyMs);
    timer.unref();
    // Only the node that drives the rounds sends the list, so the pages hear it once.
    boardTimer = setInterval(() => {
      if (boarding || Date.now() >= leaseUntil) return;
      boarding = announceBoard()
        .catch((error: unknown) => app.log.warn({ event: 'crash_board_failed', err: error }))
        .finally(() => {
          boarding = undefined;
        });
    }, BOARD_MS);
    boardTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(boardTimer);
    await Promise.all([running, boarding]);
    if (leaseUntil > 0) await releaseLoopLease(deps.db, NODE).catch(() => {});
  });
};

export const crashLoop = fp(loop, { name: 'crash-loop' });
