import type { LottoFormat } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { LEDGER_SCOPE, roundRefOf } from './lottery-deps.js';

// The house account is houseCodeOf(currency) of lottery-deps.ts, spelled in SQL.

/**
 * Settles every pending sub-order of a draw in one statement: won or lost by the drawn `numbers`
 * (straight: the same digits in order; rambolito: the same digits in any order, by the sorted
 * pick; first or last: that digit of the draw), paid stake × the odds it was sold at. A lotto
 * game's tickets (`lotto`: its prize table) are judged by how many of their 6 numbers were drawn
 * and paid stake × that tier's prize, never past the game's maximum win.
 */
export async function settleSubOrders(db: DbOrTx, drawId: number, numbers: string, lotto?: LottoFormat) {
  const sorted = [...numbers].sort().join('');
  const prizes = lotto?.prizes ?? { 3: 0, 4: 0, 5: 0, 6: 0 };
  const maxWin = lotto?.maxWinCentavos ?? 0;
  const { rows } = await db.execute(sql`
    with settled as (
      update lottery_sub_orders set
        status = case when judged.pays > 0 then 'won' else 'lost' end,
        payout_centavos = judged.pays,
        settled_at = now()
      from (
        select sid, case
          when bet_type = 'lotto6' then least(stake_centavos * case matches
            when 3 then ${prizes[3]}::bigint when 4 then ${prizes[4]}::bigint
            when 5 then ${prizes[5]}::bigint when 6 then ${prizes[6]}::bigint else 0 end, ${maxWin}::bigint)
          when won then stake_centavos * odds
          else 0 end as pays
        from (
          select id as sid, bet_type, stake_centavos, odds,
            (bet_type = 'straight' and pick = ${numbers})
            or (bet_type = 'rambolito' and pick_key = ${sorted})
            or (bet_type = 'first' and pick = left(${numbers}, 1))
            or (bet_type = 'last' and pick = right(${numbers}, 1)) as won,
            case when bet_type = 'lotto6' then (
              select count(*) from unnest(string_to_array(pick, '-')) as p(n)
              where p.n = any(string_to_array(${numbers}, '-'))
            ) else 0 end as matches
          from lottery_sub_orders where draw_id = ${drawId} and status = 'pending'
        ) picks
      ) judged
      where id = judged.sid
      returning status
    )
    select count(*)::int as tickets, count(*) filter (where status = 'won')::int as winners from settled`);
  return { tickets: Number(rows[0]?.tickets ?? 0), winners: Number(rows[0]?.winners ?? 0) };
}

/**
 * Pays every won sub-order of a draw through `ledger_post`, in the database, one row each, in
 * member order; each transfer is keyed by its sub-order, so a repeat replays and never pays twice.
 * Answers each member's balance after their last win, and how many transfers were not posted.
 */
export async function payWinners(db: DbOrTx, drawId: number) {
  const { rows } = await db.execute(sql`
    select w.member_id, w.currency, p.outcome, p.member_balance
    from (
      select id, member_id, currency, payout_centavos from lottery_sub_orders
      where draw_id = ${drawId} and status = 'won' and payout_centavos > 0
      order by member_id, id
    ) w,
    lateral ledger_post(
      ${LEDGER_SCOPE}, 'sub-' || w.id || '-win', 'win',
      ledger_house_account('lottery:' || w.currency || ':0', w.currency),
      ledger_member_account(w.member_id, w.currency),
      w.payout_centavos, w.member_id, ${roundRefOf(drawId)}, null) p`);
  const balances = new Map<number, { currency: string; balance: number }>();
  let refused = 0;
  for (const row of rows) {
    if (row.outcome !== 'posted' && row.outcome !== 'replayed') refused++;
    balances.set(Number(row.member_id), {
      currency: String(row.currency),
      balance: Number(row.member_balance),
    });
  }
  return { balances, refused, paid: rows.length };
}

/**
 * Refunds every pending sub-order of a cancelled draw through `ledger_post`, in the database, one
 * row each in member order, each reversing its stake's transfer and keyed by its sub-order (a repeat
 * replays), and marks them cancelled. Answers each member's balance after their last refund, how
 * many were refunded and how many transfers were not posted.
 */
export async function refundDraw(db: DbOrTx, drawId: number) {
  const { rows } = await db.execute(sql`
    select r.member_id, r.currency, p.outcome, p.member_balance
    from (
      select s.id, s.member_id, s.currency, s.stake_centavos, b.id as bet_id from lottery_sub_orders s
      join ledger_transfers b on b.scope = ${LEDGER_SCOPE} and b.idempotency_key = 'sub-' || s.id || '-bet'
      where s.draw_id = ${drawId} and s.status = 'pending'
      order by s.member_id, s.id
    ) r,
    lateral ledger_post(
      ${LEDGER_SCOPE}, 'sub-' || r.id || '-refund', 'rollback',
      ledger_house_account('lottery:' || r.currency || ':0', r.currency),
      ledger_member_account(r.member_id, r.currency),
      r.stake_centavos, r.member_id, ${roundRefOf(drawId)}, r.bet_id) p`);
  const balances = new Map<number, { currency: string; balance: number }>();
  let refused = 0;
  for (const row of rows) {
    if (row.outcome !== 'posted' && row.outcome !== 'replayed') refused++;
    balances.set(Number(row.member_id), {
      currency: String(row.currency),
      balance: Number(row.member_balance),
    });
  }
  await db.execute(sql`
    update lottery_sub_orders set status = 'cancelled', payout_centavos = 0, settled_at = now()
    where draw_id = ${drawId} and status = 'pending'`);
  return { balances, refused, refunded: rows.length };
}
