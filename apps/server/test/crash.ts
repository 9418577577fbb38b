import { CRASH_GAME_CODE, crashPointCents, HOUSE_VENDOR } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { chainHashAt, makeChain } from '../src/modules/crash/chain.js';
import type { CrashDeps } from '../src/modules/crash/crash-deps.js';
import { insertChain } from '../src/modules/crash/round-repository.js';
import { localBus } from '../src/modules/live/index.js';
import type { TestApp } from './harness.js';
import { launchToken } from './wallet.js';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deps for driving the round loop by hand. */
export function tickDeps(db: Db, bettingMs = 1_500) {
  const deps: CrashDeps = { db, bus: localBus(), houseShards: 16, bettingMs };
  return { deps };
}

/**
 * A new chain whose first round crashes at a point `wanted` accepts (and, with `rounds`, each of its
 * first rounds), so a test knows what is coming (the chain is real: its hashes and point are what
 * the verify page recomputes).
 */
export async function chainWithFirstPoint(
  db: Db,
  wanted: (cents: number) => boolean,
  length = 20,
  rounds = 1,
) {
  search: for (let tries = 0; tries < 10_000; tries++) {
    const chain = makeChain(length);
    const points: number[] = [];
    for (let index = 1; index <= rounds; index++) {
      const point = await crashPointCents(chainHashAt(chain, index), chain.salt);
      if (!wanted(point)) continue search;
      points.push(point);
    }
    return { chain: await insertChain(db, chain), point: points[0] as number, points };
  }
  throw new Error('no chain found with such first rounds');
}

export async function crashNodeId(t: TestApp) {
  const { rows } = await t.db.execute(
    sql`select node_id from games where vendor_code = ${HOUSE_VENDOR} and game_id = ${CRASH_GAME_CODE}`,
  );
  return Number(rows[0]?.node_id);
}

export async function crashToken(t: TestApp, session: string) {
  return launchToken(t, session, HOUSE_VENDOR, await crashNodeId(t));
}

let betCounter = 0;
export function bet(
  t: TestApp,
  token: string,
  amountCentavos: number,
  autoCashoutCents?: number,
  betId?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/house/crash/bet',
    payload: { token, betId: betId ?? `bet-${++betCounter}-${Date.now()}`, amountCentavos, autoCashoutCents },
  });
}

export function cashOut(t: TestApp, token: string, roundId: number) {
  return t.app.inject({ method: 'POST', url: '/wps/house/crash/cashout', payload: { token, roundId } });
}

export async function roundTimes(db: Db, roundId: number) {
  const { rows } = await db.execute(
    sql`select betting_ends_at, crashes_at, crash_point_cents from crash_rounds where id = ${roundId}`,
  );
  const row = rows[0] as {
    betting_ends_at: string | Date;
    crashes_at: string | Date;
    crash_point_cents: number;
  };
  return {
    startsAt: new Date(row.betting_ends_at).getTime(),
    crashesAt: new Date(row.crashes_at).getTime(),
    point: Number(row.crash_point_cents),
  };
}

/** Waits (real time) until the server's clock has passed `at`. */
export async function waitUntil(at: number) {
  const left = at - Date.now();
  if (left > 0) await sleep(left);
}
