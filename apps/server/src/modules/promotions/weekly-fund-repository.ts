import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { weeklyFundRuns } from '../../db/schema/index.js';

/** Takes the week for this transaction; false when another run paid it (or is paying it now). */
export async function claimWeek(db: DbOrTx, weekStart: string): Promise<boolean> {
  const rows = await db
    .insert(weeklyFundRuns)
    .values({ weekStart, rewards: 0 })
    .onConflictDoNothing()
    .returning({ weekStart: weeklyFundRuns.weekStart });
  return rows.length > 0;
}

export async function recordWeekRewards(db: DbOrTx, weekStart: string, rewards: number) {
  await db.execute(sql`update weekly_fund_runs set rewards = ${rewards} where week_start = ${weekStart}`);
}

/** Each real member's settled PHP turnover (bets less refunds) in [from, to), centavos. */
export async function weekTurnovers(db: DbOrTx, from: Date, to: Date) {
  const { rows } = await db.execute(sql`
    select member_id, sum(bet_centavos) as turnover from game_rounds
      where currency = 'PHP' and settled_at >= ${from} and settled_at < ${to} and bet_centavos > 0
      group by member_id order by member_id`);
  return rows.map((r) => ({ memberId: Number(r.member_id), turnover: Number(r.turnover) }));
}

export async function listWeeklyFundRuns(db: DbOrTx, limit: number) {
  const { rows } = await db.execute(
    sql`select week_start::text, rewards, paid_at from weekly_fund_runs order by week_start desc limit ${limit}`,
  );
  return rows.map((r) => ({
    weekStart: String(r.week_start),
    rewards: Number(r.rewards),
    paidAt: new Date(String(r.paid_at)).toISOString(),
  }));
}
