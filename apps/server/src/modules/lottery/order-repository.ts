import {
  type LotteryOrder,
  type LotteryOrderDetail,
  type LotterySubOrder,
  lottoMatches,
} from '@app/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lotteryDraws, lotteryOrders, lotterySubOrders } from '../../db/schema/index.js';

type SubOrderRow = typeof lotterySubOrders.$inferSelect;

export async function findOrderByClientId(db: DbOrTx, memberId: number, clientOrderId: string) {
  const [row] = await db
    .select({ id: lotteryOrders.id })
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.clientOrderId, clientOrderId)));
  return row;
}

export async function insertOrder(db: DbOrTx, order: Omit<typeof lotteryOrders.$inferInsert, 'id'>) {
  const [row] = await db.insert(lotteryOrders).values(order).returning();
  if (!row) throw new Error('the order was not stored');
  return row;
}

export async function insertSubOrders(db: DbOrTx, rows: Omit<typeof lotterySubOrders.$inferInsert, 'id'>[]) {
  return db.insert(lotterySubOrders).values(rows).returning();
}

/** A sub-order as the records show it; a lotto ticket of a drawn draw with how many numbers matched. */
const subOrderView = (row: SubOrderRow, numbers: string | null): LotterySubOrder => ({
  id: row.id,
  betType: row.betType,
  pick: row.pick,
  unitCentavos: row.unitCentavos,
  multiplier: row.multiplier,
  stakeCentavos: row.stakeCentavos,
  odds: row.odds,
  status: row.status,
  payoutCentavos: row.payoutCentavos,
  matches: row.betType === 'lotto6' && numbers ? lottoMatches(row.pick, numbers) : null,
});

/** An order's head as the records list shows it, sums over its sub-orders included. */
const orderColumns = {
  orderId: lotteryOrders.id,
  clientOrderId: lotteryOrders.clientOrderId,
  gameId: lotteryDraws.gameCode,
  drawNo: lotteryDraws.drawNo,
  drawAt: lotteryDraws.drawAt,
  closesAt: lotteryDraws.closesAt,
  numbers: lotteryDraws.numbers,
  currency: lotteryOrders.currency,
  totalCentavos: lotteryOrders.totalCentavos,
  createdAt: lotteryOrders.createdAt,
  payout: sql<string>`coalesce((select sum(s.payout_centavos) from lottery_sub_orders s where s.order_id = ${lotteryOrders.id}), 0)`,
  pending: sql<string>`(select count(*) from lottery_sub_orders s where s.order_id = ${lotteryOrders.id} and s.status = 'pending')`,
  live: sql<string>`(select count(*) from lottery_sub_orders s where s.order_id = ${lotteryOrders.id} and s.status <> 'cancelled')`,
};

type OrderHead = {
  [K in keyof typeof orderColumns]: unknown;
};

function orderView(row: OrderHead): LotteryOrder {
  const pending = Number(row.pending);
  const live = Number(row.live);
  return {
    orderId: Number(row.orderId),
    clientOrderId: String(row.clientOrderId),
    gameId: String(row.gameId),
    drawNo: Number(row.drawNo),
    drawAt: (row.drawAt as Date).toISOString(),
    closesAt: (row.closesAt as Date).toISOString(),
    numbers: (row.numbers as string | null) ?? null,
    currency: row.currency as LotteryOrder['currency'],
    totalCentavos: Number(row.totalCentavos),
    payoutCentavos: Number(row.payout),
    status: live === 0 ? 'cancelled' : pending > 0 ? 'pending' : 'settled',
    createdAt: (row.createdAt as Date).toISOString(),
  };
}

const statusCondition = (status: 'all' | 'pending' | 'settled' | 'cancelled') => {
  const pending = sql`exists (select 1 from lottery_sub_orders s where s.order_id = ${lotteryOrders.id} and s.status = 'pending')`;
  const live = sql`exists (select 1 from lottery_sub_orders s where s.order_id = ${lotteryOrders.id} and s.status <> 'cancelled')`;
  if (status === 'pending') return pending;
  if (status === 'cancelled') return sql`not ${live}`;
  if (status === 'settled') return sql`${live} and not ${pending}`;
  return sql`true`;
};

/** The member's orders created in [from, to), newest first, one page, and how many there are. */
export async function pageOfOrders(
  db: DbOrTx,
  memberId: number,
  range: { from: Date; to: Date; status: 'all' | 'pending' | 'settled' | 'cancelled' },
  page: { pageNum: number; pageSize: number },
) {
  const where = and(
    eq(lotteryOrders.memberId, memberId),
    sql`${lotteryOrders.createdAt} >= ${range.from.toISOString()} and ${lotteryOrders.createdAt} < ${range.to.toISOString()}`,
    statusCondition(range.status),
  );
  const rows = await db
    .select(orderColumns)
    .from(lotteryOrders)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryOrders.drawId))
    .where(where)
    .orderBy(sql`${lotteryOrders.createdAt} desc, ${lotteryOrders.id} desc`)
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const [count] = await db.select({ n: sql<string>`count(*)` }).from(lotteryOrders).where(where);
  return { list: rows.map(orderView), total: Number(count?.n ?? 0) };
}

/** One order of the member's own with its sub-orders; undefined for anyone else's. */
export async function orderDetail(
  db: DbOrTx,
  memberId: number,
  orderId: number,
): Promise<LotteryOrderDetail | undefined> {
  const [head] = await db
    .select(orderColumns)
    .from(lotteryOrders)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryOrders.drawId))
    .where(and(eq(lotteryOrders.id, orderId), eq(lotteryOrders.memberId, memberId)));
  if (!head) return undefined;
  const subs = await db
    .select()
    .from(lotterySubOrders)
    .where(eq(lotterySubOrders.orderId, orderId))
    .orderBy(asc(lotterySubOrders.id));
  const view = orderView(head);
  return { ...view, subOrders: subs.map((sub) => subOrderView(sub, view.numbers)) };
}

/** The member's sub-orders among `ids`, locked for cancellation, with their draw's close. */
export async function lockSubOrdersOfMember(db: DbOrTx, memberId: number, ids: number[]) {
  return db
    .select()
    .from(lotterySubOrders)
    .where(and(inArray(lotterySubOrders.id, ids), eq(lotterySubOrders.memberId, memberId)))
    .orderBy(asc(lotterySubOrders.id))
    .for('update');
}

export async function markCancelled(db: DbOrTx, ids: number[]) {
  await db
    .update(lotterySubOrders)
    .set({ status: 'cancelled', payoutCentavos: 0, settledAt: sql`now()` })
    .where(inArray(lotterySubOrders.id, ids));
}

/** Sub-orders of the last seven days per game: what "popular" ranks by. */
export async function betCountsByGame(db: DbOrTx) {
  const { rows } = await db.execute(sql`
    select d.game_code, count(*)::int as bets from lottery_sub_orders s
    join lottery_draws d on d.id = s.draw_id
    where d.draw_at > now() - interval '7 days' and s.status <> 'cancelled'
    group by d.game_code`);
  return new Map(rows.map((row) => [String(row.game_code), Number(row.bets)]));
}

/** The draws of the member's sub-orders among `ids`, in id order (the order they are locked in). */
export async function drawIdsOfSubOrders(db: DbOrTx, memberId: number, ids: number[]) {
  const rows = await db
    .selectDistinct({ drawId: lotterySubOrders.drawId })
    .from(lotterySubOrders)
    .where(and(inArray(lotterySubOrders.id, ids), eq(lotterySubOrders.memberId, memberId)))
    .orderBy(asc(lotterySubOrders.drawId));
  return rows.map((row) => row.drawId);
}

/** The games of `codes` the member ordered on, each with its latest order time, most recent first. */
export async function lastOrderTimesByGame(
  db: DbOrTx,
  memberId: number,
  codes: readonly string[],
  limit: number,
) {
  const lastAt = sql<Date>`max(${lotteryOrders.createdAt})`.mapWith((v) => new Date(v));
  return db
    .select({ gameCode: lotteryDraws.gameCode, lastAt })
    .from(lotteryOrders)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryOrders.drawId))
    .where(and(eq(lotteryOrders.memberId, memberId), inArray(lotteryDraws.gameCode, [...codes])))
    .groupBy(lotteryDraws.gameCode)
    .orderBy(sql`max(${lotteryOrders.createdAt}) desc`)
    .limit(limit);
}
