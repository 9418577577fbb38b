import type { StatementPeriod } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Bets and wins of the transfers `t` on the member's account `a`, each net of its rollbacks: money
 * back to the member undid a bet, money taken back undid a win.
 */
const BETS = sql`case when t.kind = 'bet' then t.amount
  when t.kind = 'rollback' and t.credit_account_id = a.id then -t.amount else 0 end`;
const WINS = sql`case when t.kind = 'win' then t.amount
  when t.kind = 'rollback' and t.debit_account_id = a.id then -t.amount else 0 end`;

export interface StatementCentavos {
  start: string;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  rewards: number;
}

/**
 * The member's real-money movements since the start of the period `span - 1` periods back, summed
 * per day, week (from Monday) or month of the site's time zone, newest first.
 */
export async function statementRows(
  db: DbOrTx,
  memberId: number,
  period: StatementPeriod,
  span: number,
  timeZone: string,
): Promise<{ from: string; rows: StatementCentavos[] }> {
  const local = sql`(now() at time zone ${timeZone})`;
  const from = sql`(date_trunc(${period}, ${local}) - ${`${span - 1} ${period}`}::interval)`;
  const { rows } = await db.execute(sql`
    select
      to_char(date_trunc(${period}, t.created_at at time zone ${timeZone}), 'YYYY-MM-DD') as start,
      sum(case when t.kind = 'deposit' then t.amount else 0 end) as deposits,
      sum(case when t.kind = 'withdraw' then t.amount
               when t.kind = 'withdraw_return' then -t.amount else 0 end) as withdrawals,
      sum(${BETS}) as bets,
      sum(${WINS}) as wins,
      sum(case when t.kind in ('bonus', 'rebate', 'deposit_bonus') then t.amount
               when t.kind = 'bonus_forfeit' then -t.amount else 0 end) as rewards
    from ledger_transfers t
    join ledger_accounts a on a.member_id = ${memberId} and a.currency = 'PHP'
    where t.member_id = ${memberId} and t.currency = 'PHP'
      and (t.debit_account_id = a.id or t.credit_account_id = a.id)
      and t.kind in ('deposit', 'withdraw', 'withdraw_return', 'bet', 'win', 'rollback',
                     'bonus', 'rebate', 'deposit_bonus', 'bonus_forfeit')
      and t.created_at >= (${from} at time zone ${timeZone})
    group by 1
    order by 1 desc`);
  const { rows: start } = await db.execute(sql`select to_char(${from}, 'YYYY-MM-DD') as from`);
  return {
    from: String(start[0]?.from),
    rows: rows.map((row) => ({
      start: String(row.start),
      deposits: Number(row.deposits),
      withdrawals: Number(row.withdrawals),
      bets: Number(row.bets),
      wins: Number(row.wins),
      rewards: Number(row.rewards),
    })),
  };
}

/** Centavos bet and won in real money since `since`, each net of its rollbacks. */
export async function playSince(db: DbOrTx, memberId: number, since: Date) {
  const { rows } = await db.execute(sql`
    select
      coalesce(sum(${BETS}), 0) as bets,
      coalesce(sum(${WINS}), 0) as wins
    from ledger_transfers t
    join ledger_accounts a on a.member_id = ${memberId} and a.currency = 'PHP'
    where t.member_id = ${memberId} and t.currency = 'PHP' and t.kind in ('bet', 'win', 'rollback')
      and (t.debit_account_id = a.id or t.credit_account_id = a.id)
      and t.created_at >= ${since.toISOString()}::timestamptz`);
  return { bets: Number(rows[0]?.bets ?? 0), wins: Number(rows[0]?.wins ?? 0) };
}
