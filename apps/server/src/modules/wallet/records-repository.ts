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

/** Deposits and withdrawals of the member in a range, in centavos. */
export async function fundsTotals(db: DbOrTx, memberId: number, range: Range) {
  const { rows } = await db.execute(sql`
    select
      coalesce(sum(amount) filter (where kind = 'deposit'), 0) as deposits,
      coalesce(sum(amount) filter (where kind = 'withdraw'), 0) as withdrawals
    from ledger_transfers
    where member_id = ${memberId} and created_at >= ${range.from} and created_at < ${range.to}`);
  return { deposits: Number(rows[0]?.deposits ?? 0), withdrawals: Number(rows[0]?.withdrawals ?? 0) };
}
