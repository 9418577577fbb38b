import type { LimitPeriod } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

type CalendarPeriod = Exclude<LimitPeriod, 'session'>;

/** The start of the running day, week (from Monday) or month in the site's time zone. */
function periodStartSql(period: CalendarPeriod, timeZone: string) {
  return sql`(date_trunc(${period}, now() at time zone ${timeZone}) at time zone ${timeZone})`;
}

/**
 * Centavos deposited this period: paid orders (what was paid) and pending ones still payable, so
 * that orders made one after another cannot together pass the limit before any is paid. The
 * cashier's table is read by SQL: the cashier uses this module, not the other way round.
 */
export async function depositedSince(db: DbOrTx, memberId: number, period: CalendarPeriod, timeZone: string) {
  const { rows } = await db.execute(sql`
    select coalesce(sum(coalesce(paid_amount, amount)), 0) as total from deposit_orders
    where member_id = ${memberId} and created_at >= ${periodStartSql(period, timeZone)}
      and (status = 'paid' or (status = 'pending' and expires_at > now()))`);
  return Number(rows[0]?.total ?? 0);
}

/**
 * Centavos lost (bets less wins, each rollback undoing its side) and wagered (bets less refunded
 * bets) in real money this period, from the ledger's own transfers.
 */
export async function playedSince(db: DbOrTx, memberId: number, period: CalendarPeriod, timeZone: string) {
  const { rows } = await db.execute(sql`
    select
      coalesce(sum(case when t.debit_account_id = a.id then t.amount else -t.amount end), 0) as lost,
      coalesce(sum(case when t.kind = 'bet' then t.amount
                        when t.kind = 'rollback' and t.credit_account_id = a.id then -t.amount
                        else 0 end), 0) as wagered
    from ledger_transfers t
    join ledger_accounts a on a.member_id = ${memberId} and a.currency = 'PHP'
    where t.member_id = ${memberId} and t.currency = 'PHP' and t.kind in ('bet', 'win', 'rollback')
      and t.created_at >= ${periodStartSql(period, timeZone)}
      and (t.debit_account_id = a.id or t.credit_account_id = a.id)`);
  return { lost: Number(rows[0]?.lost ?? 0), wagered: Number(rows[0]?.wagered ?? 0) };
}

/** The site's time zone setting, checked; Asia/Manila when unset or not a zone this runtime knows. */
export async function siteTimeZone(db: DbOrTx): Promise<string> {
  const { rows } = await db.execute(sql`select value from system_settings where key = 'timeZone'`);
  const value = rows[0]?.value;
  if (typeof value !== 'string') return 'Asia/Manila';
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return 'Asia/Manila';
  }
}
