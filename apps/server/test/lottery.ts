import { createHash, randomBytes } from 'node:crypto';
import type { LotteryPlaceBody } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.js';
import { SAME_ORIGIN } from './accounts.js';
import type { TestApp } from './harness.js';

// Far above the numbers of the real schedule (draws since the epoch), so a test draw is the latest.
let nextDrawNo = 900_000_000 + Math.floor(Math.random() * 1_000_000);

/**
 * A draw of `gameCode` with a known seed, closing and drawing at the given instants: the tests pick
 * winners from the seed, where players only ever see its commitment.
 */
export async function testDraw(
  db: DbOrTx,
  gameCode: string,
  {
    closesAt,
    drawAt,
    seed = randomBytes(32).toString('hex'),
  }: { closesAt: number; drawAt: number; seed?: string },
) {
  const drawNo = nextDrawNo++;
  const commitment = createHash('sha256').update(seed).digest('hex');
  const { rows } = await db.execute(sql`
    insert into lottery_draws (game_code, draw_no, closes_at, draw_at, server_seed, commitment)
    values (${gameCode}, ${drawNo}, ${new Date(closesAt).toISOString()}, ${new Date(drawAt).toISOString()}, ${seed}, ${commitment})
    returning id`);
  return { id: Number(rows[0]?.id), drawNo, seed, commitment };
}

export function placeOrder(t: TestApp, session: string, body: LotteryPlaceBody) {
  return t.app.inject({
    method: 'POST',
    url: '/lgw/orders/place',
    headers: { ...SAME_ORIGIN, token: session },
    payload: body,
  });
}

export function cancelSubOrders(t: TestApp, session: string, subOrderIds: number[]) {
  return t.app.inject({
    method: 'POST',
    url: '/lgw/orders/suborders/cancel',
    headers: { ...SAME_ORIGIN, token: session },
    payload: { subOrderIds },
  });
}

export function lgwGet(t: TestApp, session: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { token: session } });
}

export const orderId = () => `o-${randomBytes(6).toString('hex')}`;

/** An official-results draw (no seed: its numbers are entered by operators), at the given instants. */
export async function testOfficialDraw(
  db: DbOrTx,
  gameCode: string,
  at: { closesAt: number; drawAt: number },
) {
  const drawNo = nextDrawNo++;
  const { rows } = await db.execute(sql`
    insert into lottery_draws (game_code, draw_no, closes_at, draw_at)
    values (${gameCode}, ${drawNo}, ${new Date(at.closesAt).toISOString()}, ${new Date(at.drawAt).toISOString()})
    returning id`);
  return { id: Number(rows[0]?.id), drawNo };
}

const MINUTE = 60_000;

/** An official draw taking bets now; `pastDraw` then moves its close and draw time into the past. */
export async function openOfficialDraw(db: DbOrTx, gameCode: string) {
  const draw = await testOfficialDraw(db, gameCode, {
    closesAt: Date.now() + MINUTE,
    drawAt: Date.now() + 30 * MINUTE,
  });
  const pastDraw = () =>
    db.execute(sql`update lottery_draws set closes_at = now() - interval '31 minutes',
      draw_at = now() - interval '1 minute' where id = ${draw.id}`);
  return { ...draw, pastDraw };
}

/** One number of an order: `unit` centavos, once. */
export const subOrder = (betType: 'straight' | 'rambolito', pick: string, unit = 1_000) => ({
  betType,
  pick,
  unitCentavos: unit,
  multiplier: 1,
});
