import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { CrashBetView } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { WalletDeps } from '../wallet/index.js';
import type { CrashDeps } from './crash-deps.js';
import { holdLoopLease, releaseLoopLease } from './lease-repository.js';
import { crashTick } from './tick.js';

/** The lease outlives a few missed renewals, and a dead node's rounds resume within it. */
const LEASE_MS = 3_000;
const RENEW_MS = 1_000;
/** Bets are announced in batches: a thousand players betting make a few messages, not a thousand. */
const ANNOUNCE_MS = 200;
const NODE = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** Collects bets and cash-outs and broadcasts them on the `crash` topic a few times a second. */
export function betAnnouncer(deps: WalletDeps) {
  let pending: CrashBetView[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    deps.bus.broadcast('crash', { type: 'crash_bets', bets: pending });
    pending = [];
  };
  const timer = setInterval(flush, ANNOUNCE_MS);
  timer.unref();
  return {
    announceBet: (bet: CrashBetView) => void pending.push(bet),
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}

export interface CrashLoopOptions {
  deps: CrashDeps;
  /** How often the loop looks at the clock; 0 leaves the loop to the caller (tests). */
  everyMs: number;
}

/**
 * Drives the rounds on the node that holds the lease. Each tick is safe to repeat, so a node that
 * lost its lease while a tick ran, or one that restarts, resumes from what the database says.
 */
const loop: FastifyPluginAsync<CrashLoopOptions> = async (app, { deps, everyMs }) => {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let leaseUntil = 0;
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
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    if (leaseUntil > 0) await releaseLoopLease(deps.db, NODE).catch(() => {});
  });
};

export const crashLoop = fp(loop, { name: 'crash-loop' });
