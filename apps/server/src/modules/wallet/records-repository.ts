import type { Currency, TxCode } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

interface Range {
  from: Date;
  to: Date;
}

/** The member's movements in a range, newest first, signed from the member's side. */
export async function listMemberTransfers(
  db: DbOrTx,
  memberId: number,
  range: Range,
  txCode: TxCode | null,
  page: { offset: number; limit: number },
) {
  const kindFilter = txCode ? sql`and t.kind = ${txCode}` : sql``;
  const { rows } = await db.execute(sql`
    select t.id, t.kind, t.amount, t.currency, t.member_balance_after, t.created_at, t.round_ref,
      (credit.member_id = ${memberId}) as incoming, g.name as game_name, count(*) over () as total
    from ledger_transfers t
    join ledger_accounts credit on credit.id = t.credit_account_id
    left join game_rounds r on r.vendor_code = t.scope and r.round_ref = t.round_ref
    left join games g on g.node_id = r.node_id
    where t.member_id = ${memberId} and t.created_at >= ${range.from} and t.created_at < ${range.to} ${kindFilter}
    order by t.created_at desc, t.id desc
    limit ${page.limit} offset ${page.offset}`);
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind as TxCode,
    signedAmount: Number(r.amount) * (r.incoming ? 1 : -1),
    currency: r.currency as Currency,
    balanceAfter: Number(r.member_balance_after ?? 0),
    createdAt: new Date(r.created_at as string),
    roundRef: (r.round_ref as string | null) ?? null,
    gameName: (r.game_name as string | null) ?? null,
    total: Number(r.total),
  }));
}

/**
 * Deposits and withdrawals of the member in a range, in centavos: a withdrawal counts once paid or
 * pending, not once returned. What is pending is read from the cashier's orders, whatever the range.
 */
export async function fundsTotals(db: DbOrTx, memberId: number, range: Range) {
  const { rows } = await db.execute(sql`
    select
      coalesce(sum(amount) filter (where kind = 'deposit'), 0) as deposits,
      coalesce(sum(amount) filter (where kind = 'withdraw'), 0)
        - coalesce(sum(amount) filter (where kind = 'withdraw_return'), 0) as withdrawals,
      (select coalesce(sum(amount), 0) from deposit_orders
        where member_id = ${memberId} and status = 'pending' and expires_at > now()) as pending_deposits,
      (select coalesce(sum(amount), 0) from withdrawal_requests
        where member_id = ${memberId} and status = 'pending') as pending_withdrawals
    from ledger_transfers
    where member_id = ${memberId} and created_at >= ${range.from} and created_at < ${range.to}`);
  const row = rows[0] ?? {};
  return {
    deposits: Number(row.deposits ?? 0),
    withdrawals: Number(row.withdrawals ?? 0),
    pendingDeposits: Number(row.pending_deposits ?? 0),
    pendingWithdrawals: Number(row.pending_withdrawals ?? 0),
  };
}

/**
 * What the wagering rule compares since `since`: real-money deposits and claimed rewards (`bonus`;
 * a rebate is a return on turnover already played, so it needs none), and settled turnover (bets
 * less the bets refunded), in centavos.
 */
export async function depositsAndTurnoverSince(
  db: DbOrTx,
  memberId: number,
  since: Date,
  weeklyFundWagering = 1,
) {
  // A claimed weekly-fund reward counts as many times as the VIP club's rule says it must be played.
  const { rows } = await db.execute(sql`
    select
      coalesce(sum(t.amount * case when r.source = 'weekly_fund' then ${weeklyFundWagering}::int else 1 end)
        filter (where t.kind in ('deposit', 'bonus')), 0) as deposits,
      coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0)
        - coalesce(sum(t.amount) filter (where t.kind = 'rollback' and undone.kind = 'bet'), 0) as turnover
    from ledger_transfers t
    left join ledger_transfers undone on undone.id = t.reverses_id
    left join rewards r on r.member_id = t.member_id and r.claim_transfer_id = t.id and t.kind = 'bonus'
    where t.member_id = ${memberId} and t.currency = 'PHP' and t.created_at >= ${since}`);
  return { deposits: Number(rows[0]?.deposits ?? 0), turnover: Number(rows[0]?.turnover ?? 0) };
}
