import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.js';
import { ledgerTotals } from '../src/modules/wallet/index.js';

/**
 * The cashier's books for `memberIds`, checked against its orders: what each check found wrong, so a
 * failing test names the member and the figure. Empty when nothing was paid twice or lost.
 */
export async function auditCashier(db: DbOrTx, memberIds: number[], acknowledgedBets: Map<number, number>) {
  const problems: string[] = [];
  const totals = await ledgerTotals(db);
  for (const key of ['balanceSum', 'entrySum', 'negativePlayers', 'accountsOffEntries'] as const)
    if (Number(totals[key]) !== 0) problems.push(`books: ${key} is ${totals[key]}`);
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const members = await db.execute(sql`
    select m.id,
      (select coalesce(sum(balance), 0) from ledger_accounts a where a.member_id = m.id and a.currency = 'PHP') as balance,
      (select coalesce(sum(amount), 0) from ledger_transfers t where t.member_id = m.id and t.kind = 'adjust') as adjusted,
      (select coalesce(sum(paid_amount), 0) from deposit_orders o where o.member_id = m.id and o.status = 'paid') as deposited,
      (select count(*) from deposit_orders o where o.member_id = m.id and o.status = 'paid') as paid_orders,
      (select count(*) from ledger_transfers t where t.member_id = m.id and t.kind = 'deposit') as deposit_transfers,
      (select coalesce(sum(amount), 0) from ledger_transfers t where t.member_id = m.id and t.kind = 'deposit') as deposit_sum,
      (select coalesce(sum(amount), 0) from ledger_transfers t where t.member_id = m.id and t.kind = 'bet') as bets,
      (select coalesce(sum(amount), 0) from withdrawal_requests w where w.member_id = m.id and w.status in ('pending', 'paid')) as withdrawn,
      (select count(*) from withdrawal_requests w where w.member_id = m.id) as requests,
      (select count(*) from ledger_transfers t where t.member_id = m.id and t.kind = 'withdraw') as holds,
      (select coalesce(sum(amount), 0) from ledger_transfers t where t.member_id = m.id and t.kind = 'deposit_bonus') as granted,
      (select coalesce(sum(amount), 0) from ledger_transfers t where t.member_id = m.id and t.kind = 'bonus_forfeit') as forfeited,
      (select coalesce(sum(amount), 0) from ledger_transfers t where t.member_id = m.id and t.kind = 'win') as wins,
      (select coalesce(sum(amount), 0) from ledger_transfers t where t.member_id = m.id and t.kind = 'transfer_out') as sent_to_vendors,
      (select coalesce(sum(amount), 0) from ledger_transfers t
        where t.member_id = m.id and t.kind in ('transfer_in', 'transfer_return')) as back_from_vendors
    from members m where m.id in (${ids})`);
  for (const r of members.rows) {
    const n = (key: string) => Number(r[key]);
    const who = `member ${r.id}`;
    if (n('deposit_transfers') !== n('paid_orders'))
      problems.push(
        `${who}: ${n('deposit_transfers')} deposit transfers for ${n('paid_orders')} paid orders`,
      );
    if (n('deposit_sum') !== n('deposited'))
      problems.push(`${who}: credited ${n('deposit_sum')} for ${n('deposited')} paid`);
    if (n('bets') !== (acknowledgedBets.get(Number(r.id)) ?? 0))
      problems.push(
        `${who}: bets ${n('bets')} in the ledger, ${acknowledgedBets.get(Number(r.id)) ?? 0} acknowledged`,
      );
    if (n('holds') !== n('requests'))
      problems.push(`${who}: ${n('holds')} holds for ${n('requests')} withdrawals`);
    const expected =
      n('adjusted') +
      n('deposited') +
      n('granted') -
      n('forfeited') -
      n('bets') +
      n('wins') -
      n('withdrawn') -
      n('sent_to_vendors') +
      n('back_from_vendors');
    if (n('balance') !== expected) problems.push(`${who}: balance ${n('balance')}, orders say ${expected}`);
  }
  const withdrawals = await db.execute(sql`
    select w.id, w.status,
      (select count(*) from ledger_transfers t
        where t.scope = 'withdraw' and t.idempotency_key = 'hold:' || w.member_id || ':' || w.request_id) as holds,
      (select count(*) from ledger_transfers t where t.kind = 'withdraw_return' and t.reverses_id = w.hold_transfer_id) as returns
    from withdrawal_requests w where w.member_id in (${ids})`);
  for (const w of withdrawals.rows) {
    const returned = w.status === 'rejected' || w.status === 'cancelled';
    if (Number(w.holds) !== 1) problems.push(`withdrawal ${w.id}: ${w.holds} holds`);
    if (Number(w.returns) !== (returned ? 1 : 0))
      problems.push(`withdrawal ${w.id} (${w.status}): ${w.returns} returns`);
  }
  problems.push(...(await auditBonuses(db, ids)));
  problems.push(...(await auditVendorTransfers(db, ids)));
  return problems;
}

/**
 * Each transfer-wallet order against its ledger transfers: into a vendor, one send, and one return
 * exactly when the vendor refused; out of a vendor, one credit exactly when it paid.
 */
async function auditVendorTransfers(db: DbOrTx, ids: ReturnType<typeof sql.join>) {
  const problems: string[] = [];
  const orders = await db.execute(sql`
    select o.id, o.direction, o.status, o.amount,
      (select count(*) from ledger_transfers t where t.scope = 'vendor_transfer' and t.idempotency_key = 'in:' || o.id and t.amount = o.amount) as sends,
      (select count(*) from ledger_transfers t where t.scope = 'vendor_transfer' and t.idempotency_key = 'return:' || o.id) as returns,
      (select count(*) from ledger_transfers t where t.scope = 'vendor_transfer' and t.idempotency_key = 'out:' || o.id and t.amount = o.amount) as credits
    from vendor_transfer_orders o where o.member_id in (${ids})`);
  for (const o of orders.rows) {
    const got = [Number(o.sends), Number(o.returns), Number(o.credits)].join('/');
    const wanted =
      o.direction === 'in' ? `1/${o.status === 'refused' ? 1 : 0}/0` : `0/0/${o.status === 'done' ? 1 : 0}`;
    if (got !== wanted)
      problems.push(`transfer ${o.id} (${o.direction}, ${o.status}): send/return/credit ${got}`);
  }
  return problems;
}

/** What each member should hold at the vendor: the transfers it applied, by our orders. */
export async function vendorHoldings(db: DbOrTx, vendor: string) {
  const { rows } = await db.execute(sql`
    select member_id, coalesce(sum(case when direction = 'in' then amount else -amount end), 0) as held
    from vendor_transfer_orders where vendor_code = ${vendor} and status = 'done' group by member_id`);
  return new Map(rows.map((r) => [String(r.member_id), Number(r.held)]));
}

/**
 * Each deposit bonus against its transfers: granted once when its deposit was paid, taken back at
 * most once when it ended, and its locked money what the grant and its moves say.
 */
async function auditBonuses(db: DbOrTx, ids: ReturnType<typeof sql.join>) {
  const problems: string[] = [];
  const bonuses = await db.execute(sql`
    select b.id, b.status, b.amount, b.locked, o.status as order_status,
      (select count(*) from ledger_transfers t where t.scope = 'bonus' and t.idempotency_key = 'grant:' || b.id) as grants,
      (select coalesce(sum(amount), 0) from ledger_transfers t where t.scope = 'bonus' and t.idempotency_key = 'forfeit:' || b.id) as taken,
      (select coalesce(sum(locked_delta), 0) from member_bonus_moves m where m.member_bonus_id = b.id) as moved
    from member_bonuses b join deposit_orders o on o.id = b.deposit_order_id where b.member_id in (${ids})`);
  for (const b of bonuses.rows) {
    const n = (key: string) => Number(b[key]);
    const who = `bonus ${b.id} (${b.status})`;
    // A bonus given up before its deposit was paid was never credited: its amount stayed 0.
    if (n('grants') !== (n('amount') > 0 ? 1 : 0)) problems.push(`${who}: ${n('grants')} grants`);
    if (b.status === 'pending' && b.order_status === 'paid') problems.push(`${who}: its deposit is paid`);
    const held = n('amount') + n('moved');
    if (b.status === 'active' && n('locked') !== held)
      problems.push(`${who}: locks ${n('locked')}, moves say ${held}`);
    if (['forfeited', 'expired', 'spent'].includes(String(b.status)) && n('taken') !== held)
      problems.push(`${who}: took back ${n('taken')} of ${held} locked`);
    if (['completed', 'cancelled', 'pending'].includes(String(b.status)) && n('taken') !== 0)
      problems.push(`${who}: took back ${n('taken')}`);
  }
  return problems;
}
